import path from 'node:path';
import Database from 'better-sqlite3';
import { MSG } from '@app/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  createStudent,
  launchBrowser,
  signedInPage,
  site,
  touchPhonePage,
} from './fixtures';

// A field checked as it is left shows an error line under it, pushing the form's button down.
// Tapping or clicking that button is what makes the field lose focus: one tap or click on it
// must still submit the form, not land where the button was a moment before.

const hasFocus = (el: Locator) => el.evaluate((node) => node === document.activeElement);

/** Taps `field`, types `text` into it, then taps `button` once. */
async function typeThenTap(page: Page, field: Locator, text: string, button: Locator) {
  await field.scrollIntoViewIfNeeded();
  await field.tap();
  await page.keyboard.type(text);
  await button.scrollIntoViewIfNeeded();
  await button.tap();
}

describe('a button pressed straight from a field in error', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('Sign Up on a phone: one tap on Sign Up, leaving a bad mobile number, checks the whole form', async () => {
    const page = await touchPhonePage(browser);
    await page.goto('/?auth=signup');
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    await typeThenTap(
      page,
      dialog.getByRole('textbox', { name: 'Mobile number' }),
      '12345',
      dialog.getByRole('button', { name: 'Sign Up', exact: true }),
    );
    // The tap submitted the form: fields never touched say what they need, and the first has focus.
    await dialog.getByText(MSG.required('Full name')).waitFor({ timeout: 3000 });
    await dialog.getByText(MSG.invalidEmail).waitFor();
    await dialog.getByText(MSG.invalidMobile).waitFor();
    await expect
      .poll(() => hasFocus(dialog.getByRole('textbox', { name: 'Full name' })))
      .toBe(true);
    await page.context().close();
  });

  it('Share Your Experience on a phone: one tap on Submit, leaving a bad email, checks the whole form', async () => {
    const page = await touchPhonePage(browser);
    await page.goto('/placements');
    await page.getByRole('button', { name: 'Post Experiences here' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Share Your Experience' });
    await typeThenTap(
      page,
      dialog.getByRole('textbox', { name: 'Email' }),
      'not-an-email',
      dialog.getByRole('button', { name: 'Submit' }),
    );
    await dialog.getByText(MSG.required('Name')).waitFor({ timeout: 3000 });
    await dialog.getByText(MSG.pdfRequired).waitFor();
    await dialog.getByText(MSG.invalidEmail).waitFor();
    await page.context().close();
  });

  it('Profile at desktop width: one click on Save profile, leaving a bad mobile number, checks the whole form', async () => {
    const student = await createStudent();
    // An account made at the on-spot desk has no date of birth until its student gives one.
    const db = new Database(path.join(site.dataDir, 'site.db'), { fileMustExist: true });
    try {
      db.prepare('update users set dob = null where email = ?').run(student.email);
    } finally {
      db.close();
    }
    const { context, page } = await signedInPage(browser, DESKTOP, student);
    await page.goto('/student-dashboard');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('12345');
    await page.getByRole('button', { name: 'Save profile' }).click();
    // The click submitted the form: the date of birth, left empty, is asked for too.
    await page.getByText(MSG.required('Date of birth')).waitFor({ timeout: 3000 });
    await page.getByText(MSG.invalidMobile).waitFor();
    await context.close();
  });
});
