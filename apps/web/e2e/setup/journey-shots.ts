import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

// With E2E_JOURNEY_SHOTS=<folder>, the end-to-end suite saves what the person sees at the steps
// worth looking at (at phone and desktop widths), to be viewed after a run; unset, it saves
// nothing. E2E_SHOTS is another switch: it runs the docs' screenshot scripts (*.shots.ts) instead
// of the suite.
const DIR = process.env.E2E_JOURNEY_SHOTS;

/**
 * A whole-page picture draws every part of the page: the landing page's sections are otherwise
 * drawn only as the window comes near them (content-visibility: auto), so they would come out blank.
 */
const DRAW_EVERYTHING = '* { content-visibility: visible !important; }';

/**
 * Saves <name>.png in the folder: what the window shows (after scrolling `scrollTo` into view),
 * the page's whole length (`fullPage`; not for an open dialog, which covers only the window), or
 * one part of the page.
 */
export async function journeyShot(
  page: Page,
  name: string,
  opts: { part?: Locator; fullPage?: boolean; scrollTo?: Locator } = {},
) {
  if (!DIR) return;
  fs.mkdirSync(DIR, { recursive: true });
  await opts.scrollTo?.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300); // let a dialog's or a menu's transition finish
  const file = path.join(DIR, `${name}.png`);
  await (opts.part ? opts.part.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: opts.fullPage, style: opts.fullPage ? DRAW_EVERYTHING : undefined }));
}
