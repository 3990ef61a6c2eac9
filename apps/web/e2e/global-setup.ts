import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort, startBuiltServer } from '../../../scripts/local-server.mjs';

// Starts the built server (npm test builds it first) on a free port with a fresh SQLite
// database and a known admin, and hands the address to every spec through inject().

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const E2E_ADMIN = { email: 'admin@e2e.local', password: 'e2e-admin-password' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    adminEmail: string;
    adminPassword: string;
  }
}

let stopServer: (() => Promise<void>) | null = null;

export async function setup(project: TestProject) {
  const serverJs = path.join(root, 'apps/api/dist/server.js');
  if (!fs.existsSync(serverJs) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build (npm test does it for you).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csmit-e2e-'));
  // A private copy of the built web app, so a rebuild elsewhere cannot change it mid-run.
  const webDist = path.join(dataDir, 'web');
  fs.cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
  const { baseUrl, stop } = await startBuiltServer({
    port: await freePort(),
    dataDir,
    webDist,
    env: {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    },
  });
  stopServer = stop;
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('adminEmail', E2E_ADMIN.email);
  project.provide('adminPassword', E2E_ADMIN.password);
}

export async function teardown() {
  await stopServer?.();
}
