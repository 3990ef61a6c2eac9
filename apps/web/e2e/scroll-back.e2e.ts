import crypto from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newPage } from './fixtures';
import { eventScene } from './setup/scene';

// A student far down a long Events list on a phone opens an event's details, or another page from
// the menu, and comes Back: the list shows the same card where it was, at once, and also after
// some minutes away (the list is fetched again then). A footer link to the page shown takes it to
// its top, as any move to a page does.

const tag = crypto.randomBytes(3).toString('hex');
const EVENTS = Array.from({ length: 24 }, (_, i) => `Back Row ${i + 1} ${tag}`);
const CARD = EVENTS[17]!;

/** Where the card's top is in the window, in CSS pixels. */
const topOf = (card: Locator) => card.evaluate((el) => Math.round(el.getBoundingClientRect().top));
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** A tap where the control is drawn: Playwright's click would first scroll it into view. */
async function tap(page: Page, control: Locator) {
  const box = (await control.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Opens Placements from the phone menu and waits for it. */
async function placementsFromMenu(page: Page) {
  await tap(page, page.getByRole('button', { name: 'Open menu' }));
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'Placements' })
    .click();
  await page.waitForURL(/\/placements$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('the Events list and Back', () => {
  let browser: Browser;
  beforeAll(async () => {
    const scene = await eventScene({
      events: EVENTS.map((eventName) => ({ eventName })),
    });
    browser = scene.browser;
    // Posters, as real events have: they load lazily as the list scrolls.
    const poster = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#6b3fa0' },
    })
      .png()
      .toBuffer();
    for (const id of scene.eventIds) {
      const form = new FormData();
      form.append(
        'poster',
        new Blob([new Uint8Array(poster)], { type: 'image/png' }),
        'poster.png',
      );
      expect((await scene.call('POST', `/api/events/${id}/poster`, form)).status).toBe(200);
    }
  });
  afterAll(async () => browser?.close());

  it('on a phone, Back comes to the same card, at once and after minutes on another page', async () => {
    const { context, page } = await newPage(browser, PHONE);
    // A clock the test can move on: the list's data is dropped after five minutes unseen.
    await page.clock.install();
    await page.goto('/events?symposium=Enigma');
    const card = page.getByRole('article').filter({ hasText: CARD });
    await card.waitFor();
    await card.evaluate((el) =>
      window.scrollTo({
        top: el.getBoundingClientRect().top + window.scrollY - 120,
        behavior: 'instant',
      }),
    );
    await page.waitForTimeout(300);
    const left = await topOf(card);
    expect(await scrollY(page)).toBeGreaterThan(8000);

    // Its details, then Back.
    await tap(page, card.getByRole('button', { name: 'View Details' }));
    await page.getByRole('dialog', { name: CARD }).waitFor();
    await page.goBack();
    await page.getByRole('dialog', { name: CARD }).waitFor({ state: 'detached' });
    expect(Math.abs((await topOf(card)) - left)).toBeLessThanOrEqual(3);

    // Another page from the menu, then Back: there at once, and it stays there.
    await placementsFromMenu(page);
    await page.goBack();
    await card.waitFor();
    expect(Math.abs((await topOf(card)) - left)).toBeLessThanOrEqual(3);
    await page.waitForTimeout(1500);
    expect(Math.abs((await topOf(card)) - left)).toBeLessThanOrEqual(3);

    // Six minutes on that page: the list loads again on the way back, and the card is found.
    await placementsFromMenu(page);
    await page.clock.fastForward('06:00');
    await page.goBack();
    await expect.poll(async () => Math.abs((await topOf(card)) - left)).toBeLessThanOrEqual(3);
    await page.waitForTimeout(1500);
    expect(Math.abs((await topOf(card)) - left)).toBeLessThanOrEqual(3);
    await context.close();
  });

  it('takes a footer link to the page shown to its top', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/events?symposium=Enigma');
      await page.getByRole('article').filter({ hasText: CARD }).waitFor();
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      expect(await scrollY(page)).toBeGreaterThan(2000);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Enigma' }).click();
      await expect.poll(() => scrollY(page)).toBe(0);
      expect(new URL(page.url()).search).toBe('?symposium=Enigma');
      expect(await page.getByRole('heading', { name: 'Events', level: 1 }).isVisible()).toBe(true);
      await context.close();
    }
  });
});
