import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, adminApi, createEvent, launchBrowser, signedInPage } from './fixtures';

// A volunteer's landing page on a phone: a long event name wraps beside its symposium's badge,
// which keeps its whole word instead of 'CARTEB…'.

const tag = crypto.randomBytes(3).toString('hex');
const VOLUNTEER = { email: `door-${tag}@e2e.local`, password: 'volunteer-pass-1' };
const LONG = `Paper Presentation: Systems for Bharat ${tag}`;

describe('volunteer landing page on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    const call = await adminApi('Carteblanche');
    const eventId = await createEvent(call, { eventName: LONG, symposiumName: 'Carteblanche' });
    const res = await call('POST', '/api/organizers', {
      name: `Vel Volunteer ${tag}`,
      ...VOLUNTEER,
      department: 'IT',
      mobile: '9876543210',
      role: 'volunteer',
    });
    expect(res.status).toBe(201);
    const assigned = await call('PUT', `/api/events/${eventId}/coordinators`, {
      userIds: [res.json.organizer.id],
    });
    expect(assigned.status).toBe(200);
  });
  afterAll(async () => browser?.close());

  it('shows the symposium badge whole next to a long event name at 390 px', async () => {
    const { context, page } = await signedInPage(browser, PHONE, VOLUNTEER);
    await page.goto('/volunteer');
    const card = page.getByRole('listitem').filter({ hasText: LONG });
    await card.waitFor();
    const label = card.locator('.mantine-Badge-label');
    expect(await label.innerText()).toMatch(/carteblanche/i);
    // Drawn whole: the label's text fits its box, so no ellipsis takes its last letters.
    const cut = await label.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut).toBe(false);
    await context.close();
  });
});
