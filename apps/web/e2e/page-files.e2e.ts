import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, newPage } from './fixtures';

// How many files a phone fetches before the Events page can be used. On a slow network each file
// waits for a round trip of its own (six at a time), so the count weighs as much as the bytes:
// page-chunks.ts keeps it low, and scripts/measure-events-load.mjs times it on slow 3G. Before,
// /events took 73 scripts (the landing page's 11, then 62) and 7–11 s on slow 3G.

/** Scripts the page fetches until `ready` resolves. */
async function scriptsUntil(page: Page, ready: () => Promise<unknown>): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await ready();
  return scripts;
}

describe('the files a phone fetches for the Events page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('are few when /events is opened directly', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const scripts = await scriptsUntil(page, async () => {
      await page.goto('/events?symposium=Enigma');
      await page.locator('article[aria-labelledby^="event-"]').first().waitFor();
      await page.waitForLoadState('networkidle');
    });
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(25);
    await context.close();
  });

  it('are few for the landing page, and few more on the way to the events', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const landing = await scriptsUntil(page, async () => {
      await page.goto('/', { waitUntil: 'networkidle' });
    });
    expect(landing.length, landing.join('\n')).toBeLessThanOrEqual(4);

    const more = await scriptsUntil(page, async () => {
      await page.getByRole('link', { name: 'View Enigma events' }).click();
      await page.locator('article[aria-labelledby^="event-"]').first().waitFor();
      await page.waitForLoadState('networkidle');
    });
    expect(more.length, more.join('\n')).toBeLessThanOrEqual(22);
    await context.close();
  });
});
