import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import {
  DESKTOP,
  PHONE,
  admin,
  baseUrl,
  latestMail,
  launchBrowser,
  loginContext,
  newPage,
  waitFor,
} from './fixtures';
// A small, valid one-page PDF that the browser's viewer can open (shared with the API tests).
import { makePdf } from '../../api/src/db/seed/pdf';

const isVisible = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().isVisible();

describe('placement experiences in the browser', () => {
  let browser: Browser;
  const tag = crypto.randomBytes(3).toString('hex');
  const senior = {
    name: 'Nithya Balasubramanian',
    email: `nithya-${tag}@e2e.local`,
    company: `Quantiphi ${tag}`,
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('a visitor submits an experience and it is not listed until approved', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/placements');
    await page.getByRole('heading', { name: 'Placement Details' }).waitFor();
    await page.getByRole('button', { name: 'Post Experiences here' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Your Experience' });
    await dialog.waitFor();

    // The spec's rules show in the form before anything is sent.
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(MSG.pdfRequired).isVisible()).resolves.toBe(true);
    await expect(dialog.getByText('Name is required.').isVisible()).resolves.toBe(true);

    await dialog.getByLabel('Name').fill(senior.name);
    await dialog.getByLabel('Email').fill(senior.email);
    await dialog.getByLabel('Company').first().fill(senior.company);
    await dialog.getByLabel('LinkedIn profile').fill('not a link');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'my-experience.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf(`${senior.company}: three rounds, all on data structures`),
    });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(MSG.invalidLinkedin).isVisible()).resolves.toBe(true);
    await dialog.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/nithya-b');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    const success = page.getByRole('dialog', { name: 'Success' });
    await success.getByText(MSG.experienceSubmitted).waitFor();
    await success.getByRole('button', { name: 'OK' }).click();

    await page.getByPlaceholder('Search companies...').fill(senior.company.toLowerCase());
    await page.getByText(/^No companies (match|yet)/).waitFor();
    await expect(
      page
        .getByRole('navigation', { name: 'Companies' })
        .getByRole('button', { name: /Quantiphi/ })
        .count(),
    ).resolves.toBe(0);
    const listed = await (
      await fetch(
        `${baseUrl()}/api/placements/experiences?company=${encodeURIComponent(senior.company)}`,
      )
    ).json();
    expect(listed).toEqual([]);
    await context.close();
  });

  it('the admin approves it and the submitter is mailed', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await loginContext(context, admin().email, admin().password);
    await page.goto('/admin');

    await page.getByRole('button', { name: 'Management' }).first().click();
    await page.getByRole('menuitem', { name: 'Pending Experiences' }).click();
    await page.getByRole('heading', { name: 'Review Pending Experiences' }).waitFor();
    const item = page.getByRole('article', { name: `${senior.name}, ${senior.company}` });
    await item.waitFor();
    await expect(item.getByText(senior.email).isVisible()).resolves.toBe(true);

    // View Resume opens the PDF in a new window, even while it is pending.
    const pdf = context.waitForEvent('response', (r) => r.url().endsWith('/pdf'));
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      item.getByRole('link', { name: 'View Resume' }).click(),
    ]);
    expect((await pdf).headers()['content-type']).toBe('application/pdf');
    await popup.close();

    await item.getByRole('button', { name: 'Approve' }).click();
    await item.waitFor({ state: 'detached' });
    await page.getByText(MSG.experienceApproved, { exact: false }).first().waitFor();

    await page.getByRole('button', { name: 'Management' }).first().click();
    await page.getByRole('menuitem', { name: 'Approved Experiences' }).click();
    await page.getByRole('heading', { name: 'Manage Approved Experiences' }).waitFor();
    await page.getByRole('article', { name: `${senior.name}, ${senior.company}` }).waitFor();

    const mail = await waitFor(() => latestMail(senior.email));
    expect(mail.subject).toBe('Your placement experience is published');
    await context.close();
  });

  it('the visitor finds it by searching the company and opens its PDF in the browser', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/placements');
    await page.getByPlaceholder('Search companies...').fill(`QUANTIPHI ${tag.toUpperCase()}`);
    await page
      .getByRole('navigation', { name: 'Companies' })
      .getByRole('button', { name: new RegExp(senior.company) })
      .click();
    await page.getByRole('heading', { name: senior.company, level: 2 }).waitFor();
    const card = page.getByRole('article', { name: `${senior.name}, Placement` });
    await card.waitFor();
    await expect(
      card.getByText(`Year of passing: ${new Date().getFullYear()}`).isVisible(),
    ).resolves.toBe(true);
    await expect(isVisible(page, senior.email)).resolves.toBe(false);

    const pdf = context.waitForEvent('response', (r) => r.url().endsWith('/pdf'));
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      card.getByRole('link', { name: 'View Experience (PDF)' }).click(),
    ]);
    const res = await pdf;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['content-disposition']).toMatch(
      /^inline; filename="experience-\d+\.pdf"$/,
    );
    // The viewer consumes the stream itself, so the bytes are checked with a second request.
    const bytes = await (await context.request.get(res.url())).body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toMatch(/^\/api\/placements\/experiences\/\d+\/pdf$/);
    await context.close();
  });

  it('on a phone the company list opens in a drawer and filters by type narrow the list', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/placements');
    await page.getByRole('button', { name: 'Choose a company' }).click();
    const drawer = page.getByRole('dialog', { name: 'Companies' });
    await drawer.getByPlaceholder('Search companies...').fill(tag);
    await drawer.getByRole('button', { name: new RegExp(senior.company) }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: `${senior.name}, Placement` }).waitFor();
    expect(new URL(page.url()).searchParams.get('company')).toBe(senior.company.toLowerCase());

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Intern', exact: true }).click();
    await page.getByText('No experiences of this company match these filters.').waitFor();
    await context.close();
  });
});
