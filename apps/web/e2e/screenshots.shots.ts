import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, apiAs, createStudent, signedInPage } from './fixtures';
import { SHOTS_DIR, SHOTS_TAG, shotsBrowser } from './setup/shots';

// The student's main screens at phone width, saved under docs/screenshots/ so a change to the
// visual language can be compared with the shots of the build before it (SHOTS=before|after).

const shot = (name: string) => path.join(SHOTS_DIR, `${SHOTS_TAG}-${name}-390.png`);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQqzgBRAwQCgAjrgV5XtGN4QAAAABJRU5ErkJggg==',
  'base64',
);

describe('screens a student shares, at 390 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await shotsBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows the events, a card, the cart payment confirmation and My Events', async () => {
    const student = await createStudent({ fullName: 'Kavya Shots' });
    const s = await signedInPage(browser, { ...PHONE }, student);
    await s.page.emulateMedia({ reducedMotion: 'reduce' });

    await s.page.goto('/events?symposium=Carteblanche');
    const card = s.page.getByRole('article', { name: 'Code Relay', exact: true });
    await card.waitFor();
    await s.page.waitForLoadState('networkidle');
    await s.page.screenshot({ path: shot('events'), fullPage: true });
    await card.screenshot({ path: shot('card') });

    const asStudent = await apiAs(student.email, student.password);
    const events = await asStudent('GET', '/api/events?symposium=Carteblanche');
    const relay = (events.json.events ?? events.json).find(
      (e: { eventName: string }) => e.eventName === 'Code Relay',
    );
    expect(
      (
        await asStudent('POST', '/api/cart', {
          userEmail: student.email,
          eventId: relay.id,
          symposiumName: 'Carteblanche',
        })
      ).status,
    ).toBe(201);
    await s.page.goto('/cart');
    await s.page.getByRole('button', { name: 'Register for All Events' }).click();
    const form = s.page.getByRole('form', { name: 'Transaction details' });
    await form.getByLabel('Transaction ID').fill('UTRSHOTS0001');
    await form.getByLabel('Mobile number').fill('9876543210');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: /Submit payment of/ }).click();
    const done = s.page.getByRole('dialog', { name: 'Success' });
    await done.getByRole('button', { name: 'OK' }).click();
    await done.waitFor({ state: 'hidden' });
    await s.page.waitForLoadState('networkidle');
    await s.page.screenshot({ path: shot('cart-paid'), fullPage: true });

    await s.page.goto('/enrolled-events');
    await s.page
      .getByRole('region', { name: 'Awaiting verification' })
      .getByText('Code Relay')
      .waitFor();
    await s.page.waitForLoadState('networkidle');
    await s.page.screenshot({ path: shot('my-events'), fullPage: true });
    for (const name of ['events', 'card', 'cart-paid', 'my-events'])
      expect(fs.statSync(shot(name)).size).toBeGreaterThan(5000);
    await s.context.close();

    // The same pages at desktop width, for a look (not committed).
    const d = await signedInPage(browser, DESKTOP, student);
    await d.page.emulateMedia({ reducedMotion: 'reduce' });
    for (const [name, url] of [
      ['events', '/events?symposium=Carteblanche'],
      ['my-events', '/enrolled-events'],
      ['dashboard', '/student-dashboard'],
    ] as const) {
      await d.page.goto(url);
      await d.page.getByRole('heading', { level: 1 }).first().waitFor();
      await d.page.waitForLoadState('networkidle');
      await d.page.screenshot({
        path: path.join(process.env.DESKTOP_SHOTS ?? SHOTS_DIR, `${SHOTS_TAG}-${name}-1280.png`),
        fullPage: true,
      });
    }
    await d.context.close();
  });
});
