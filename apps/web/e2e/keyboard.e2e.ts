import crypto from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import {
  DESKTOP,
  PHONE,
  createStudent,
  linkFirstAccount,
  newPage,
  registeredStudent,
  signedInPage,
} from './fixtures';
import { eventScene, organizerAccount } from './setup/scene';

// Keyboard only: Tab, Shift+Tab, Enter, Space and typing, never a pointer. A student signs up,
// fills the cart and pays; an organizer verifies the payment and marks a round on Update Winners.

const tag = crypto.randomBytes(3).toString('hex');
const PAID = `Key Sprint ${tag}`;
const ROUNDS = `Key Rounds ${tag}`;
const ORGANIZER = organizerAccount('Kira Keys', `organizer-key-${tag}`);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQqzgBRAwQCgAjrgV5XtGN4QAAAABJRU5ErkJggg==',
  'base64',
);

/** Presses Tab until `target` has focus (fails after `max` presses: it cannot be reached). */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable by Tab: ${target}`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

describe('keyboard only', () => {
  let browser: Browser;
  let eventId: number;

  beforeAll(async () => {
    const base = {
      eventDescription: 'A contest for every student who likes a puzzle and a deadline.',
      location: 'Rajam Hall',
      coordinatorName: 'Anitha Krishnan',
    };
    const scene = await eventScene({
      symposiumName: 'Carteblanche',
      events: [
        {
          ...base,
          eventName: PAID,
          registrationFees: 120,
          rounds: [{ roundDetails: 'Final.', roundDateTime: '2031-03-05T10:00' }],
        },
        {
          ...base,
          eventName: ROUNDS,
          numberOfRounds: 2,
          rounds: [
            { roundDetails: 'Preliminary.', roundDateTime: '2031-03-05T10:00' },
            { roundDetails: 'Final.', roundDateTime: '2031-03-06T10:00' },
          ],
        },
      ],
      organizer: ORGANIZER,
    });
    browser = scene.browser;
    const [paidId, roundsId] = scene.eventIds as [number, number];
    eventId = paidId;
    expect(await linkFirstAccount(scene.call, eventId)).toBe(201);
    const runner = await registeredStudent({ fullName: `Ravi Rounds ${tag}` }, [roundsId]);
    expect(runner.statuses).toEqual([201]);
  });
  afterAll(async () => browser?.close());

  it('signs up on /signup; a bad submit focuses the first field in error', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/signup');
    const form = page.getByRole('main');
    await tabTo(page, form.getByRole('button', { name: 'Sign Up' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => form.getByLabel('Full name').evaluate((el) => el === document.activeElement))
      .toBe(true);
    await page.keyboard.type('Keya Board');
    await typeInto(page, form.getByLabel('Email'), `keya-${tag}@example.com`);
    await typeInto(
      page,
      form.getByRole('textbox', { name: 'Password', exact: true }),
      'keya-pass-1',
    );
    await typeInto(page, form.getByLabel('Date of birth'), '09032004');
    await typeInto(page, form.getByLabel('Mobile number'), '9840012345');
    await typeInto(page, form.getByLabel('Department'), 'Computer Technology');
    await typeInto(page, form.getByLabel('District'), 'Chennai');
    await tabTo(page, form.getByRole('button', { name: 'Sign Up' }));
    await page.keyboard.press('Enter');
    const done = form.getByText(MSG.signupSuccess);
    await done.waitFor();
    await context.close();
  });

  it('pauses and restarts the sponsor strip from the keyboard', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    const track = page.getByTestId('sponsor-marquee').locator('> div');
    const state = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    expect(await state()).toBe('running');
    await tabTo(page, page.getByRole('button', { name: 'Pause the sponsor logos' }), 200);
    await page.keyboard.press('Enter');
    expect(await state()).toBe('paused');
    // The strip stays put: its position does not change while paused.
    const at = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const before = await at();
    await page.waitForTimeout(400);
    expect(await at()).toBe(before);
    const play = page.getByRole('button', { name: 'Play the sponsor logos' });
    await expect.poll(() => play.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await state()).toBe('running');
    await context.close();
  });

  it('moves focus to the new heading when the login view replaces another, in the pop-up and on the pages', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Sign Up' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Login', exact: true }));
    await page.keyboard.press('Enter');
    const title = page
      .getByRole('dialog', { name: 'Login' })
      .getByRole('heading', { name: 'Login' });
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.goto('/signup');
    await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Login', exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/login$/);
    const h1 = page.getByRole('heading', { name: 'Login', level: 1 });
    await expect.poll(() => h1.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('reaches the password show/hide toggle by Tab, named, and shows the password with Enter', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/login');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await typeInto(page, password, 'secret-pass-1');
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('input[autocomplete="current-password"]').getAttribute('type')).toBe(
      'password',
    );
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('input[autocomplete="current-password"]').getAttribute('type')).toBe(
      'text',
    );
    await context.close();
  });

  it('a student fills the cart and pays; an organizer verifies; Update Winners marks a round', async () => {
    const student = await createStudent({ fullName: `Keya Pay ${tag}` });
    const s = await signedInPage(browser, DESKTOP, student);
    await s.page.goto('/events?symposium=Carteblanche');
    const card = s.page.getByRole('article').filter({ hasText: PAID });
    await tabTo(s.page, card.getByRole('button', { name: 'Add to Cart' }));
    await s.page.keyboard.press('Enter');
    const added = s.page.getByRole('dialog', { name: 'Success' });
    await added.getByText('Event added to cart successfully!').waitFor();
    // The dialog closes by itself after 2 s and takes no focus meanwhile: focus stays on the card.
    const focusedCard = () =>
      s.page.evaluate(() => document.activeElement?.closest('article')?.textContent ?? '');
    await expect.poll(focusedCard).toContain(PAID);
    await added.waitFor({ state: 'hidden', timeout: 5000 });
    expect(await focusedCard()).toContain(PAID);

    await s.page.goto('/cart');
    await tabTo(s.page, s.page.getByRole('button', { name: 'Register for All Events' }));
    await s.page.keyboard.press('Enter');
    const payHeading = s.page.getByRole('heading', { name: 'Pay for your cart' });
    await payHeading.waitFor();
    await expect.poll(() => payHeading.evaluate((el) => el === document.activeElement)).toBe(true);
    const form = s.page.getByRole('form', { name: 'Transaction details' });
    await typeInto(s.page, form.getByLabel('Transaction ID'), `UTRKEY${tag.toUpperCase()}`);
    await typeInto(s.page, form.getByLabel('Mobile number'), '9876543210');
    await tabTo(s.page, form.getByRole('button', { name: /Transaction screenshot/ }));
    // Enter opens the file picker; Space is the other key a button answers to, tried if the first press was lost.
    const picker = s.page.waitForEvent('filechooser', { timeout: 15_000 });
    await s.page.keyboard.press('Enter');
    const opened = await Promise.race([
      picker,
      new Promise<null>((r) => setTimeout(() => r(null), 3000)),
    ]);
    if (!opened) await s.page.keyboard.press('Space');
    const chooser = opened ?? (await picker);
    await chooser.setFiles({ name: 'payment.png', mimeType: 'image/png', buffer: PNG });
    await tabTo(s.page, form.getByRole('button', { name: 'Submit payment of ₹120' }));
    await s.page.keyboard.press('Enter');
    const received = s.page.getByRole('heading', {
      name: 'Payment received — awaiting verification',
    });
    await received.waitFor();
    // A keyboard user lands on the confirmation itself.
    await expect.poll(() => received.evaluate((h) => h === document.activeElement)).toBe(true);
    await s.context.close();

    const o = await signedInPage(browser, DESKTOP, ORGANIZER);
    await o.page.goto('/organizer/registration-status');
    const view = o.page.getByRole('button', { name: `View payment of Keya Pay ${tag}` }).first();
    await tabTo(o.page, view);
    await o.page.keyboard.press('Enter');
    const dialog = o.page.getByRole('dialog', { name: 'Payment details' });
    await tabTo(o.page, dialog.getByRole('button', { name: 'Verify' }));
    await o.page.keyboard.press('Enter');
    const verified = o.page.getByRole('dialog', { name: 'Success' });
    await verified.getByText('User verified successfully!').waitFor();
    await o.page.keyboard.press('Enter');
    await o.page
      .getByRole('row')
      .filter({ hasText: `UTRKEY${tag.toUpperCase()}` })
      .getByText('Verified')
      .waitFor();

    await o.page.goto('/organizer/update-winners');
    await o.page.getByRole('heading', { name: 'Update Winners', level: 1 }).waitFor();
    await tabTo(o.page, o.page.getByRole('button', { name: new RegExp(ROUNDS) }));
    await o.page.keyboard.press('Enter');
    await tabTo(o.page, o.page.getByRole('button', { name: /^Round 1/ }));
    await o.page.keyboard.press('Enter');
    const group = o.page.getByRole('group', { name: `Round 1 result for Ravi Rounds ${tag}` });
    await tabTo(o.page, group.getByRole('button', { name: 'Eligible', exact: true }));
    await o.page.keyboard.press('Enter');
    await group.getByRole('button', { name: 'Eligible', exact: true, pressed: true }).waitFor();
    await o.context.close();
  });
});
