import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import {
  DESKTOP,
  PHONE,
  admin,
  apiAs,
  createStudent,
  expectSuccess,
  launchBrowser,
  loginContext,
  newPage,
} from './fixtures';

// The admin sets a symposium up through the screens; a visitor and a non-MIT student see it.

const tag = crypto.randomBytes(3).toString('hex');
const EVENT = `Code Relay ${tag}`;
const MIT_ONLY = `Campus Hunt ${tag}`;
const ACCOUNT = `Symposium Fund ${tag}`;

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('events and symposia in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    // Other specs share the server and may have opened Carteblanche: start from a closed one.
    const call = await apiAs(admin().email, admin().password);
    const stop = await call('POST', '/api/symposium/stop', { symposiumName: 'Carteblanche' });
    expect(stop.status).toBeLessThan(500);
  });
  afterAll(async () => browser?.close());

  it('lets the admin create an event with two rounds and a poster, assign an account, open and close the symposium and start the timer', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await loginContext(context, admin().email, admin().password);

    // An account first, with its QR code PDF.
    await page.goto('/admin/account-details');
    await page.getByLabel('Account name').fill(ACCOUNT);
    await page.getByLabel('Bank name').fill('Indian Bank');
    await page.getByLabel('Account number').fill('6012345678');
    await page.getByLabel('IFSC code').fill('idib000m001');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'qr.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Add Account' }).click();
    await expectSuccess(page, MSG.accountAdded);
    await page.getByText(ACCOUNT).waitFor();

    // The event, with two rounds.
    await page.goto('/admin/manage-events');
    await page.getByRole('tab', { name: 'Carteblanche' }).click();
    await page.getByRole('button', { name: 'Add Event' }).click();
    const form = page.getByRole('dialog', { name: /Add an event/ });
    await form.getByLabel('Event name').fill(EVENT);
    await form.getByPlaceholder('Choose a category').click();
    await page.getByRole('option', { name: 'Technical Events', exact: true }).click();
    // The form starts in the symposium of the tab it was opened from (Carteblanche).
    await form
      .getByLabel('Description')
      .fill('Teams of three take turns at one keyboard to solve a chain of programming puzzles.');
    await form.getByLabel('Location').fill('Rajam Hall');
    await form.getByLabel('Registration fees').fill('150');
    await form.getByLabel('Last date for registration').fill('2031-03-01T18:30');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Anitha K');
    await form.getByLabel('Contact number').fill('9876501234');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('anitha@example.com');
    await form.getByLabel('Number of rounds').fill('2');
    await form.getByRole('textbox', { name: 'Details' }).nth(0).fill('Online qualifier');
    await form.getByRole('textbox', { name: 'Details' }).nth(1).fill('Relay final in the main lab');
    await form.getByRole('button', { name: 'Create Event' }).click();
    await expectSuccess(page, MSG.eventCreated);
    const card = page.getByRole('article').filter({ hasText: EVENT });
    await card.waitFor();
    await expect(card.getByText('2 rounds').isVisible()).resolves.toBe(true);

    // Assign the account.
    await card.getByRole('button', { name: 'Assign Account' }).click();
    const assign = page.getByRole('dialog', { name: `Assign an account to ${EVENT}` });
    await assign.getByPlaceholder('Choose an account').click();
    await page.getByRole('option', { name: new RegExp(ACCOUNT) }).click();
    await assign.getByRole('button', { name: 'Assign' }).click();
    await expectSuccess(page, MSG.accountAssigned);
    await card.getByText(`${ACCOUNT} · Indian Bank`).waitFor();

    // A poster, from All Events.
    await page.goto('/admin/events-display');
    await page.getByRole('tab', { name: 'Carteblanche' }).click();
    const display = page.getByRole('article').filter({ hasText: EVENT });
    await display.getByRole('button', { name: `Actions for ${EVENT}` }).click();
    await page.getByRole('menuitem', { name: 'Add Poster' }).click();
    const png = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#1c5d99' },
    })
      .png()
      .toBuffer();
    const posterDialog = page.getByRole('dialog', { name: `Poster for ${EVENT}` });
    await posterDialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: png });
    await posterDialog.getByRole('button', { name: 'Upload Poster' }).click();
    await expectSuccess(page, MSG.posterUploaded);
    await display.getByRole('img', { name: `Poster of ${EVENT}` }).waitFor();

    // Open and close the symposium.
    await page.getByRole('button', { name: 'Symposium Control' }).click();
    const control = page.getByRole('dialog', { name: 'Symposium Control' });
    const carte = control.getByTestId('symposium-Carteblanche');
    await carte.getByLabel('Start date').fill('2026-02-01');
    await carte.getByRole('button', { name: 'Start Carteblanche' }).click();
    await expectSuccess(page, 'Successfully started Carteblanche.');
    await carte.getByText('Open', { exact: true }).waitFor();
    await carte.getByRole('button', { name: 'Stop Carteblanche' }).click();
    await expectSuccess(page, 'Carteblanche has been stopped.');
    await carte.getByRole('button', { name: 'Start Carteblanche' }).click();
    await expectSuccess(page, 'Successfully started Carteblanche.');
    await page.keyboard.press('Escape');

    // Start the registration timer: two days from now, typed in India time.
    await page.getByRole('button', { name: 'Show Timer' }).click();
    const end = new Date(Date.now() + 2 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 16);
    await page.getByLabel('Registration begins at').fill(end);
    await page.getByRole('button', { name: 'Start Timer' }).click();
    await expectSuccess(page, MSG.timerStarted);
    await page.getByText('Counting down').waitFor();
    await context.close();
  });

  it('shows a visitor the event card with its poster and a live countdown, and the banner on the landing page', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/events?symposium=Carteblanche');
    const card = page.getByRole('article').filter({ hasText: EVENT });
    await card.waitFor();
    const poster = card.getByRole('img', { name: `Poster of ${EVENT}` });
    await poster.waitFor();
    // Card posters load lazily: bring it on screen, then check the browser decoded it.
    await poster.scrollIntoViewIfNeeded();
    await page.waitForFunction((name) => {
      const img = document.querySelector<HTMLImageElement>(`img[alt="Poster of ${name}"]`);
      return !!img && img.complete && img.naturalWidth > 0;
    }, EVENT);
    const countdown = card.getByTestId('deadline-countdown');
    const first = await countdown.textContent();
    expect(first).toMatch(/^\d+d \d\dh \d\dm \d\ds$/);
    await page.waitForFunction(
      ([name, before]) =>
        [...document.querySelectorAll('article')]
          .find((a) => a.textContent?.includes(name!))
          ?.querySelector('[data-testid="deadline-countdown"]')?.textContent !== before,
      [EVENT, first],
    );

    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: EVENT });
    await dialog.getByText('Relay final in the main lab').waitFor();
    await expect(dialog.getByText('Anitha K').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');

    await page.goto('/');
    await page.getByText('Registration will begin in').first().waitFor();
    await context.close();
  });

  it('hides an MIT-only event from a student of another college', async () => {
    const call = await apiAs(admin().email, admin().password);
    const created = await call('POST', '/api/events', {
      eventName: MIT_ONLY,
      eventCategory: 'Other',
      eventDescription: 'Clues hidden across the campus.',
      numberOfRounds: 0,
      location: 'MIT Campus',
      registrationFees: 0,
      coordinatorName: 'Ravi',
      coordinatorContactNo: '9876501234',
      coordinatorMail: 'ravi@example.com',
      lastDateForRegistration: '2031-03-01T18:30',
      isOpenForNonMIT: false,
      symposiumName: 'Carteblanche',
      rounds: [],
    });
    expect(created.status).toBe(201);

    const outsider = await createStudent({ college: 'PSG College of Technology' });
    const { context, page } = await newPage(browser, PHONE);
    await loginContext(context, outsider.email, outsider.password);
    await page.goto('/events?symposium=Carteblanche');
    await page.getByRole('article').filter({ hasText: EVENT }).waitFor();
    await expect(page.getByRole('article').filter({ hasText: MIT_ONLY }).count()).resolves.toBe(0);
    await context.close();

    const { context: visitor, page: visitorPage } = await newPage(browser, PHONE);
    await visitorPage.goto('/events?symposium=Carteblanche');
    await visitorPage.getByRole('article').filter({ hasText: MIT_ONLY }).waitFor();
    await visitor.close();
  });
});
