import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, touchPhonePage } from './fixtures';

// Selects inside the Sign Up and Share Your Experience pop-ups on a real phone profile (touch,
// mobile viewport): each list stays open and still, the page keeps its width, and a tapped option
// is chosen. The pop-ups take the whole screen on a phone.

/** Samples, for 1.2 s, whether the open list is visible and how wide the page lays out. */
async function watchList(page: Page) {
  return page.evaluate(async () => {
    const seen: { visible: boolean; width: number }[] = [];
    for (let i = 0; i < 24; i++) {
      const visible = [...document.querySelectorAll('[role="listbox"]')].some((l) => l.getBoundingClientRect().height > 0 && getComputedStyle(l).visibility !== 'hidden');
      seen.push({ visible, width: document.documentElement.scrollWidth });
      await new Promise((res) => setTimeout(res, 50));
    }
    return seen;
  });
}

async function tapOption(page: Page, dialog: Locator, label: string, option: string) {
  const input = dialog.getByRole('combobox', { name: label, exact: true });
  await input.scrollIntoViewIfNeeded();
  await input.tap();
  const list = page.getByRole('listbox');
  await list.waitFor();
  const samples = await watchList(page);
  expect(samples.every((s) => s.visible), `${label}: the list stays open`).toBe(true);
  expect(new Set(samples.map((s) => s.width)), `${label}: the page keeps its width`).toEqual(new Set([390]));
  const choice = page.getByRole('option', { name: option, exact: true });
  await choice.scrollIntoViewIfNeeded();
  await choice.tap();
  await expect.poll(() => input.inputValue()).toBe(option);
  await list.waitFor({ state: 'hidden' });
}

async function expectFullScreen(dialog: Locator) {
  const box = await dialog.boundingBox();
  expect(box && Math.round(box.width)).toBe(390);
  expect(box && Math.round(box.height)).toBeGreaterThanOrEqual(840);
}

describe('selects in pop-ups on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('Sign Up: College (Other), Year of passing and State can be tapped', async () => {
    const page = await touchPhonePage(browser);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: /menu|navigation/i }).first().tap();
    await page.getByRole('button', { name: 'Sign Up' }).last().tap();
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    await dialog.waitFor();
    await tapOption(page, dialog, 'College', 'Other');
    await dialog.getByRole('textbox', { name: 'College name' }).waitFor();
    const year = String(new Date().getFullYear() + 2);
    await tapOption(page, dialog, 'Year of passing', year);
    await tapOption(page, dialog, 'State', 'Kerala');
    await expectFullScreen(dialog);
    await page.context().close();
  });

  it('Share Your Experience: Type and Year of passing can be tapped', async () => {
    const page = await touchPhonePage(browser);
    await page.goto('/placements');
    await page.getByRole('button', { name: 'Post Experiences here' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Share Your Experience' });
    await dialog.waitFor();
    await tapOption(page, dialog, 'Type', 'Intern');
    const year = String(new Date().getFullYear() - 1);
    await tapOption(page, dialog, 'Year of passing', year);
    await expectFullScreen(dialog);
    await page.context().close();
  });
});
