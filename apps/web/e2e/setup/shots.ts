import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { adminApi, launchBrowser } from '../fixtures';

// What the screenshot scripts (*.shots.ts) share: where the pictures go, which run they belong
// to (SHOTS=before|after), and a browser against the server with Carteblanche started.

export const SHOTS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/screenshots',
);
export const SHOTS_TAG = process.env.SHOTS ?? 'after';

/** Makes docs/screenshots/, starts the Carteblanche symposium and launches the browser. */
export async function shotsBrowser(): Promise<Browser> {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  const browser = await launchBrowser();
  await adminApi('Carteblanche');
  return browser;
}
