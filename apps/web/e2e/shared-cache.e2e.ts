import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { MSG } from '@app/shared';
import { DESKTOP, admin, apiAs, expectSuccess, launchBrowser, loginContext, newPage } from './fixtures';

// A change made on one screen shows on another screen of the same tab at once: both read the same
// cached data, and the change refreshes it. Going back in history keeps the page (no reload), so
// a stale cache would show here.

const tag = crypto.randomBytes(3).toString('hex');

/** Marks the document, so the test can tell that no full reload happened since. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDoc: string }).sameDoc = 'yes'));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDoc?: string }).sameDoc === 'yes');

describe('one cache per shared read', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows the countdown banner on the landing page right after the admin starts the timer in the same tab', async () => {
    const asAdmin = await apiAs(admin().email, admin().password);
    await asAdmin('DELETE', '/api/timer/timer');
    onTestFinished(async () => {
      await asAdmin('DELETE', '/api/timer/timer');
    });
    const { context, page } = await newPage(browser, DESKTOP);
    await loginContext(context, admin().email, admin().password);
    await page.goto('/');
    await page.locator('#home').waitFor();
    expect(await page.getByTestId('countdown-banner').count()).toBe(0);
    await markDocument(page);

    await page.getByRole('link', { name: 'Managements' }).first().click();
    await page.waitForURL('**/admin/manage-events');
    await page.getByRole('button', { name: 'Show Timer' }).click();
    const end = new Date(Date.now() + 2 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 16);
    await page.getByLabel('Registration begins at').fill(end);
    await page.getByRole('button', { name: 'Start Timer' }).click();
    await expectSuccess(page, MSG.timerStarted);

    await page.goBack();
    await page.locator('#home').waitFor();
    await page.getByTestId('countdown-banner').waitFor({ timeout: 5000 });
    await expect(page.getByTestId('countdown-banner').textContent()).resolves.toContain('Registration will begin in');
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it('shows an event edited in the portal changed on the Events page at once', async () => {
    const before = `Debug Dash ${tag}`;
    const after = `Debug Sprint ${tag}`;
    const asAdmin = await apiAs(admin().email, admin().password);
    const created = await asAdmin('POST', '/api/events', {
      eventName: before,
      eventCategory: 'Technical Events',
      eventDescription: 'Find and fix the bugs in a small program before the others do.',
      numberOfRounds: 0,
      location: 'Lab 2',
      registrationFees: 0,
      coordinatorName: 'Meena R',
      coordinatorContactNo: '9876501234',
      coordinatorMail: 'meena@example.com',
      lastDateForRegistration: '2031-03-01T18:30',
      isOpenForNonMIT: true,
      symposiumName: 'Enigma',
      rounds: [],
    });
    expect(created.status).toBe(201);

    const { context, page } = await newPage(browser, DESKTOP);
    await loginContext(context, admin().email, admin().password);
    await page.goto('/events?symposium=Enigma');
    await page.getByRole('article').filter({ hasText: before }).waitFor();
    await markDocument(page);

    await page.getByRole('link', { name: 'Managements' }).first().click();
    // The Events page has an Enigma tab too: wait for the portal before using its tabs.
    await page.waitForURL('**/admin/manage-events');
    await page.getByRole('tab', { name: 'Enigma' }).click();
    const card = page.getByRole('article').filter({ hasText: before });
    await card.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: `Edit ${before}` });
    await form.getByLabel('Event name').fill(after);
    await form.getByRole('button', { name: 'Update Event' }).click();
    await expectSuccess(page, MSG.eventUpdated);

    await page.goBack();
    await page.getByRole('article').filter({ hasText: after }).waitFor({ timeout: 5000 });
    expect(await page.getByRole('article').filter({ hasText: before }).count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });
});
