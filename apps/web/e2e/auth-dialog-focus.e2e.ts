import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage } from './fixtures';

// The Login, Sign Up and Forgot Password pop-up opens with focus in its first field, not on its
// Close button. While its form's code downloads, its frame shows, and Tab stays inside it.

const VIEWS = [
  { view: 'login', title: 'Login', field: 'Email' },
  { view: 'signup', title: 'Sign Up', field: 'Full name' },
  { view: 'forgot', title: 'Forgot Password', field: 'Email' },
];

const hasFocus = (el: Locator) => el.evaluate((node) => node === document.activeElement);
const holdsFocus = (el: Locator) =>
  el.evaluate((node) => node === document.activeElement || node.contains(document.activeElement));

describe('the auth pop-up and focus', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('opens on its first field, at phone and desktop widths', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      for (const { view, title, field } of VIEWS) {
        const { context, page } = await newPage(browser, viewport);
        await page.goto(`/?auth=${view}`);
        const input = page.getByRole('dialog', { name: title }).getByLabel(field);
        await input.waitFor();
        await expect
          .poll(() => hasFocus(input), { message: `${view} @${viewport.width}` })
          .toBe(true);
        await context.close();
      }
    }
  });

  it('keeps Tab inside its frame while the form downloads, then focuses the form’s first field', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    let release!: () => void;
    const downloaded = new Promise<void>((resolve) => (release = resolve));
    // The form's code arrives only when the test lets it (a slow phone connection).
    await page.route('**/assets/auth-modals-*.js', async (route) => {
      await downloaded;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByText('Loading the form…').waitFor();
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Tab', 'Tab']) {
      await page.keyboard.press(key);
      expect(await holdsFocus(dialog), `after ${key}`).toBe(true);
    }

    release();
    const email = dialog.getByLabel('Email');
    await email.waitFor();
    await expect.poll(() => hasFocus(email)).toBe(true);
    await context.close();
  });
});
