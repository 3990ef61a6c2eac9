import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { DESKTOP, PHONE, createStudent, launchBrowser, newPage } from './fixtures';

// A phone's Back closes the Login / Sign Up / Forgot Password pop-up and stays on the page it was
// opened on, whichever of its views it shows; signing in closes it without stepping back a page.
// Opened from the phone menu, the pop-up's frame (shown while its form's code downloads) takes
// focus and closes with Escape.

const focusIsIn = (page: Page, name: string) =>
  page
    .getByRole('dialog', { name })
    .evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** The landing page, reached from the gallery: Back has a page of this site to leave to. */
async function landingFromGallery(page: Page) {
  await page.goto('/gallery');
  await page.waitForFunction(() => document.title.startsWith('Gallery'));
  await page.goto('/');
  await page.locator('#home').waitFor();
}

describe('the auth pop-up and Back', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('on a phone, Back closes the pop-up opened from the menu and stays on the page, after switching views too', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await landingFromGallery(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').waitFor();
    await expect.poll(() => focusIsIn(page, 'Login')).toBe(true);
    await page.goBack();
    await login.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('#home').isVisible()).toBe(true);

    // Sign Up, then Login, then Forgot Password: one Back still closes it.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Sign Up' })
      .click();
    await page
      .getByRole('dialog', { name: 'Sign Up' })
      .getByRole('button', { name: 'Login' })
      .click();
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
    await forgot.getByRole('button', { name: 'Send OTP' }).waitFor();
    await page.goBack();
    await forgot.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // The next Back leaves the page, as it would have without the pop-up.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/gallery');
    await context.close();
  });

  it("on a phone, the pop-up's frame takes focus while its form loads, and Escape closes it", async () => {
    const { context, page } = await newPage(browser, PHONE);
    // The form's code arrives only when the test lets it: the frame shows meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/auth-modals-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.locator('#home').waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login' }).click();
    const frame = page.getByRole('dialog', { name: 'Login' });
    await frame.getByText('Loading the form…').waitFor();
    await page.waitForTimeout(500);
    expect(await focusIsIn(page, 'Login')).toBe(true);
    await page.keyboard.press('Escape');
    await frame.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    release();
    await context.close();
  });

  it('signing in from the header closes the pop-up on the page; Back then leaves the page', async () => {
    const student = await createStudent();
    const { context, page } = await newPage(browser, DESKTOP);
    await landingFromGallery(page);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(student.email);
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill(student.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'My Events', exact: true }).waitFor();
    await login.waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).search).toBe('');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/gallery');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it("Back closes the pop-up opened from a page's login prompt, and the prompt is still there", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/enrolled-events');
    await page.getByText(MSG.enrolledLoggedOut).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').waitFor();
    await page.goBack();
    await login.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/enrolled-events');
    expect(await page.getByText(MSG.enrolledLoggedOut).isVisible()).toBe(true);
    await context.close();
  });
});
