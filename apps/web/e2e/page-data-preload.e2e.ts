import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE,
  admin,
  apiAs,
  createEvent,
  createStudent,
  launchBrowser,
  loginContext,
  newPage,
} from './fixtures';

// On a slow phone network the Events page's data downloads with its scripts, not after them: the
// HTML preloads the very calls the page makes, which take the preloaded answers instead of asking
// again. A preload of another mode or credentials would be downloaded twice and Chromium would
// warn that it was 'preloaded but not used'.

const tag = crypto.randomBytes(3).toString('hex');
const MIT_ONLY = `Campus Hunt ${tag}`;
const OPEN = `Code Relay ${tag}`;

/** Chromium warns of a preload left unused 3 s after the page's load event: wait past it. */
const UNUSED_PRELOAD_WARNING_MS = 3_500;

/**
 * Opens `url` and waits until `ready` and the unused-preload warning's time are past. Answers how
 * each API path was fetched, in order (Resource Timing's initiator: 'link' for the HTML's preload,
 * 'fetch' for a call of the page's scripts), the requests that reached the network, and what
 * Chromium said about preloads or the Content-Security-Policy.
 */
async function openAndWatch(page: Page, url: string, ready: () => Promise<unknown>) {
  const requests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.pathname.startsWith('/api/')) requests.push(u.pathname + u.search);
  });
  page.on('console', (msg) => {
    if (/preload|Content Security Policy/i.test(msg.text())) warnings.push(msg.text());
  });
  await page.goto(url);
  await ready();
  await page.waitForLoadState('load');
  await page.waitForTimeout(UNUSED_PRELOAD_WARNING_MS);
  const fetchedBy = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
      .map((e) => {
        const u = new URL(e.name);
        return [u.pathname + u.search, (e as PerformanceResourceTiming).initiatorType] as const;
      }),
  );
  const by = (path: string) =>
    fetchedBy.filter(([p]) => p === path).map(([, initiator]) => initiator);
  const count = (path: string) => requests.filter((r) => r === path).length;
  return { by, count, warnings };
}

describe("the Events page's data, fetched with its HTML", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    const call = await apiAs(admin().email, admin().password);
    await createEvent(call, {
      eventName: MIT_ONLY,
      isOpenForNonMIT: false,
      symposiumName: 'Carteblanche',
    });
    await createEvent(call, { eventName: OPEN, symposiumName: 'Carteblanche' });
  });
  afterAll(async () => browser?.close());

  it("asks for a visitor's events once, from the HTML, with no 'preloaded but not used' warning", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const seen = await openAndWatch(page, '/events?symposium=Carteblanche', () =>
      page.getByRole('article').filter({ hasText: MIT_ONLY }).waitFor(),
    );
    expect(seen.count('/api/events')).toBe(1);
    expect(seen.by('/api/events')).toEqual(['link']);
    expect(seen.count('/api/symposium/status')).toBe(1);
    expect(seen.by('/api/symposium/status')).toEqual(['link']);
    expect(seen.warnings).toEqual([]);
    await context.close();
  });

  it('gives a signed-in student of another college their own list, asked for once, from the HTML', async () => {
    const outsider = await createStudent({ college: 'PSG College of Technology' });
    const { context, page } = await newPage(browser, PHONE);
    await loginContext(context, outsider.email, outsider.password);
    const seen = await openAndWatch(page, '/events?symposium=Carteblanche', () =>
      page.getByRole('article').filter({ hasText: OPEN }).waitFor(),
    );
    // The preload carried the session cookie: the MIT-only event is not in the student's list.
    await expect(page.getByRole('article').filter({ hasText: MIT_ONLY }).count()).resolves.toBe(0);
    expect(seen.count('/api/events')).toBe(1);
    expect(seen.by('/api/events')).toEqual(['link']);
    expect(seen.by('/api/symposium/status')).toEqual(['link']);
    expect(seen.warnings).toEqual([]);
    await context.close();
  });

  it('does the same for the schedule, the gallery and the landing page', async () => {
    for (const [url, data] of [
      ['/schedule', ['/api/schedule']],
      ['/gallery', ['/api/site-content']],
      ['/', ['/api/timer/timer', '/api/site-content']],
    ] as const) {
      const { context, page } = await newPage(browser, PHONE);
      const seen = await openAndWatch(page, url, () => page.waitForLoadState('networkidle'));
      for (const path of data) {
        expect(seen.count(path), `${url} ${path}`).toBe(1);
        expect(seen.by(path), `${url} ${path}`).toEqual(['link']);
      }
      expect(seen.warnings, url).toEqual([]);
      await context.close();
    }
  });
});
