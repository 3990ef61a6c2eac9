import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, latestMail, signedInPage, waitFor } from './fixtures';
import type { TestUser } from './fixtures';
import { eventScene, organizerAccount } from './setup/scene';
import { journeyShot } from './setup/journey-shots';

// An organizer writes to an event's verified participants: previews, sends a test to themself,
// sends, watches the bar fill, and the participant's mail arrives once.

const tag = crypto.randomBytes(3).toString('hex');
const EVENT = `Relay Run ${tag}`;
const ORGANIZER = organizerAccount('Ann Organizer', `ann-organizer-${tag}`);

describe('announcements in the browser', () => {
  let browser: Browser;
  let student: TestUser;

  beforeAll(async () => {
    const scene = await eventScene({
      events: [{ eventName: EVENT, location: 'CSE Lab 3' }],
      organizer: ORGANIZER,
      students: [{ fullName: `Relay Student ${tag}` }],
    });
    browser = scene.browser;
    student = scene.students[0]!;
    expect(scene.statuses).toEqual([[201]]);
  });
  afterAll(async () => browser?.close());

  for (const viewport of [PHONE, DESKTOP]) {
    it(`sends to the verified participants and follows delivery at ${viewport.width} px`, async () => {
      const subject = `Venue moved ${viewport.width} ${tag}`;
      const { context, page } = await signedInPage(browser, viewport, ORGANIZER);
      await page.goto('/organizer/announcements');
      await page.getByLabel('Event').selectOption({ label: EVENT });
      await page.getByLabel('Send to').selectOption({ label: 'Verified participants' });
      await page.getByLabel('Subject').fill(subject);
      await page
        .getByLabel('Message')
        .fill('The relay moves to CSE Lab 4.\nMap: https://example.com/lab4');
      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.getByRole('link', { name: 'https://example.com/lab4' }).waitFor();

      await page.getByRole('button', { name: 'Send test to me' }).click();
      // The organizer is told, and closes that before sending for real.
      const told = page.getByRole('dialog', { name: 'Success' });
      await told.getByText('A test is on its way to you.').waitFor({ timeout: 15_000 });
      await told.getByRole('button', { name: 'OK' }).click();
      await told.waitFor({ state: 'detached' });
      await waitFor(
        () => (latestMail(ORGANIZER.email)?.subject === `[Test] ${subject}` ? true : null),
        15_000,
      );

      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByText('Sent: 1 of 1').waitFor({ timeout: 15_000 });
      const mail = await waitFor(() => {
        const m = latestMail(student.email);
        return m?.subject === subject ? m : null;
      }, 15_000);
      expect(mail.text).toContain('The relay moves to CSE Lab 4.');
      // The history shows it, and nothing sticks out sideways.
      await page.getByRole('cell', { name: subject, exact: true }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await journeyShot(page, `announcements-${viewport.width}`, { fullPage: true });
      await context.close();
    });
  }
});
