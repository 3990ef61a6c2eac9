import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { PHONE, admin, apiAs, createStudent, latestMail, launchBrowser, newPage, waitFor } from './fixtures';

describe('accounts and roles in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows the spec message for a bad email, then signs up, logs in, shows the student header and logs out', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign Up' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    // State defaults to Tamil Nadu; year of passing to this year; Other reveals a free-text college.
    expect(await dialog.getByRole('combobox', { name: 'State', exact: true }).inputValue()).toBe('Tamil Nadu');
    expect(await dialog.getByRole('combobox', { name: 'Year of passing', exact: true }).inputValue()).toBe(String(new Date().getFullYear()));
    await expect(dialog.getByRole('textbox', { name: 'College name' }).count()).resolves.toBe(0);
    await dialog.getByRole('combobox', { name: 'College', exact: true }).click();
    await page.getByRole('option', { name: 'Other', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'College name' }).fill('Anna University');
    await dialog.getByLabel('Full name').fill('Meera Krishnan');
    await dialog.getByLabel('Email').fill('meera-at-example');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('meera-pass-1');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await dialog.getByText(MSG.invalidEmail).waitFor();

    const email = `meera-${Date.now()}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Date of birth').fill('2004-03-09');
    await dialog.getByLabel('Mobile number').fill('9840012345');
    await dialog.getByLabel('Department').fill('Computer Technology');
    await dialog.getByLabel('District').fill('Chennai');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await dialog.getByText(MSG.signupSuccess).waitFor();

    // After 2 seconds the login modal takes over.
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.waitFor({ timeout: 5000 });
    await login.getByLabel('Email').fill(email);
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill('meera-pass-1');
    await login.getByRole('button', { name: 'Login' }).click();

    await page.getByRole('banner').getByRole('link', { name: 'My Events', exact: true }).waitFor();
    expect(page.url()).toMatch(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' }).count()).resolves.toBe(0);
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ email, role: 'student', fullName: 'Meera Krishnan' });

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Events' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('sends the admin to /admin and an organizer to /organizer after login, and a student opening /admin to /', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin().email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin().password);
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin/);
    await page.getByRole('button', { name: 'Management' }).first().waitFor();
    await context.close();

    const asAdmin = await apiAs(admin().email, admin().password);
    const organizer = { name: 'Arjun Rao', email: `org-${Date.now()}@e2e.local`, password: 'organizer-1', department: 'CSE', mobile: '9123456780' };
    expect((await asAdmin('POST', '/api/organizers', organizer)).status).toBe(201);
    const o = await newPage(browser);
    await o.page.goto('/login');
    await o.page.getByLabel('Email').fill(organizer.email);
    await o.page.getByRole('textbox', { name: 'Password', exact: true }).fill(organizer.password);
    await o.page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await o.page.waitForURL(/\/organizer\//);
    await o.page.getByRole('link', { name: 'Update Winners' }).first().waitFor();
    await o.context.close();

    const student = await createStudent();
    const s = await newPage(browser, PHONE);
    await s.page.goto('/login');
    await s.page.getByLabel('Email').fill(student.email);
    await s.page.getByRole('textbox', { name: 'Password', exact: true }).fill(student.password);
    await s.page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await s.page.waitForFunction(() => sessionStorage.getItem('user') !== null);
    await s.page.goto('/admin');
    await s.page.waitForURL((url) => url.pathname === '/');
    expect(new URL(s.page.url()).pathname).toBe('/');
    await s.context.close();
  });

  it('resets a forgotten password with the mailed code, and the new password works', async () => {
    const student = await createStudent();
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText(MSG.enterEmail).isVisible()).resolves.toBe(true);
    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByRole('button', { name: 'Verify OTP' }).waitFor();

    const mail = await waitFor(() => latestMail(student.email));
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('One-time code').first().click();
    await page.keyboard.type(code!);
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    await page.getByLabel('New password').fill('brand-new-pass');
    await page.getByLabel('Confirm password').fill('different-pass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(MSG.passwordsMismatch).isVisible()).resolves.toBe(true);
    await page.getByLabel('Confirm password').fill('brand-new-pass');
    // The reset form goes straight to the login view: its first step (Send OTP) does not flash
    // up on the way, on a slow phone long enough to be typed into.
    await page.evaluate(() => {
      const seen = () =>
        [...document.querySelectorAll('button')].some((b) => b.textContent === 'Send OTP');
      new MutationObserver(() => {
        if (seen()) document.body.dataset.sawSendOtp = 'yes';
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('status').filter({ hasText: MSG.resetSuccess }).waitFor();
    expect(await page.evaluate(() => document.body.dataset.sawSendOtp)).toBeUndefined();

    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('brand-new-pass');
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ email: student.email, role: 'student' });
    await context.close();
  });
});
