import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, admin, registeredStudent, signedInPage } from './fixtures';
import { eventScene, organizerAccount } from './setup/scene';
import { journeyShot } from './setup/journey-shots';

// The admin opens the dashboard from the Management menu and reads the charts and their tables on
// a phone and a desktop; an organizer sees the same dashboard without revenue.

const tag = crypto.randomBytes(3).toString('hex');
const EVENTS = [`Circuit Sprint ${tag}`, `Data Duel ${tag}`];
const ORGANIZER = organizerAccount('Dash Organizer', `dash-organizer-${tag}`);

describe('the dashboard in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    const scene = await eventScene({
      events: EVENTS.map((name, i) => ({
        eventName: name,
        eventDescription: 'A quick event for the dashboard.',
        rounds: [{ roundDetails: 'Only round.', roundDateTime: `2031-03-0${5 + i}T10:00` }],
      })),
      organizer: ORGANIZER,
    });
    browser = scene.browser;
    const [first, second] = scene.eventIds as [number, number];
    // Three students in the first event, one of them in the second as well.
    for (let i = 0; i < 3; i++) {
      const { statuses } = await registeredStudent(
        { fullName: `Dash Student ${i} ${tag}` },
        i === 0 ? [first, second] : [first],
      );
      expect(statuses).toEqual(i === 0 ? [201, 201] : [201]);
    }
  });
  afterAll(async () => browser?.close());

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows the admin the charts with their tables on a ${label}`, async () => {
      const { context, page } = await signedInPage(browser, viewport, admin());
      await page.goto('/admin');
      // The dashboard is the Management menu's first item (behind the burger on a phone).
      if (label === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Management' }).last().click();
      const first = page.getByRole('menuitem').first();
      await expect(first.textContent()).resolves.toBe('Dashboard');
      await first.click();
      await page.waitForURL(/\/admin\/dashboard/);

      await page.getByText('Revenue verified').waitFor();
      const perEvent = page.getByRole('region', { name: 'Registrations and fill rate per event' });
      await perEvent.getByRole('cell', { name: EVENTS[0], exact: true }).waitFor();
      // The chart drew its bars (recharts renders SVG paths once it has a size).
      await perEvent.locator('.recharts-bar-rectangle >> visible=true').first().waitFor();
      const row = perEvent.getByRole('row').filter({ hasText: EVENTS[0] });
      await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe('3');

      const download = page.waitForEvent('download');
      await perEvent.getByRole('button', { name: /Download CSV/ }).click();
      const file = await download;
      const csv = fs.readFileSync((await file.path())!, 'utf8');
      expect(csv).toContain(`${EVENTS[0]},3,0,Unlimited,,,0,0`);

      // Nothing sticks out sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await journeyShot(page, `dashboard-${viewport.width}`, { fullPage: true });
      await context.close();
    });
  }

  it('shows an organizer the dashboard without revenue', async () => {
    const { context, page } = await signedInPage(browser, DESKTOP, ORGANIZER);
    await page.goto('/organizer');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await page.waitForURL(/\/organizer\/dashboard/);
    await page.getByText('Payments to verify').waitFor();
    await page
      .getByRole('region', { name: 'Check-in per event' })
      .getByRole('cell', { name: EVENTS[1], exact: true })
      .waitFor();
    await expect(page.getByText('Revenue verified').count()).resolves.toBe(0);
    await context.close();
  });
});
