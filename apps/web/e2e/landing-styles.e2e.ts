import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage } from './fixtures';

// The landing page ships the stylesheets of only the Mantine components it shows
// (src/app/landing-styles.ts); every other page and every part loaded later (menu, login form,
// dialogs) brings all of Mantine's stylesheet. A component drawn without its styles is what a
// visitor would see if either side were wrong: a bare button, a modal without its frame.

const INITIAL_CSS_GZIP_KB = 20;

/** Every class Mantine's stylesheet gives rules to (`m_` and a hash, one per component part). */
const MANTINE_CLASSES = new Set(
  fs
    .readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8')
    .match(/\.m_[0-9a-f]+/g)!
    .map((c) => c.slice(1)),
);

/** The Mantine classes on the page that none of the page's stylesheets has a rule for. */
function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate((styled) => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const ruled = new Set(selectors.join(' ').match(/m_[0-9a-f]+/g));
    const used = new Set(
      Array.from(document.querySelectorAll('[class]')).flatMap((el) =>
        Array.from(el.classList).filter((c) => /^m_[0-9a-f]+$/.test(c)),
      ),
    );
    return [...used].filter((c) => styled.includes(c) && !ruled.has(c));
  }, [...MANTINE_CLASSES]);
}

describe("the landing page's stylesheets", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('style every Mantine component on / while loading only part of Mantine', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const css: Buffer[] = [];
    const bodies: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'stylesheet')
        bodies.push(res.body().then((body) => void css.push(body)));
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await Promise.all(bodies);
    await expect.poll(() => page.locator('[class*="m_"]').count()).toBeGreaterThan(10);

    expect(await unstyledMantineClasses(page)).toEqual([]);
    const gzipKb = css.reduce((sum, b) => sum + zlib.gzipSync(b, { level: 9 }).length, 0) / 1024;
    expect(gzipKb).toBeGreaterThan(2);
    expect(gzipKb).toBeLessThanOrEqual(INITIAL_CSS_GZIP_KB);
    // A component the landing page never shows (Mantine's table) has no rules here yet.
    const tableRuled = await page.evaluate(() =>
      Array.from(document.styleSheets).some((s) =>
        Array.from(s.cssRules).some((r) => r.cssText.includes('--table-')),
      ),
    );
    expect(tableRuled).toBe(false);
    await context.close();
  });

  it('are complete once the phone menu, the login form or another page opens', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/', { waitUntil: 'networkidle' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await unstyledMantineClasses(page)).toEqual([]);
    // The drawer is a panel over the page, not links in the flow of it.
    const drawer = page.locator('.mantine-Drawer-inner');
    expect(await drawer.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await page.keyboard.press('Escape');

    await page.goto('/login');
    const email = page.getByLabel('Email');
    await email.waitFor();
    expect(await unstyledMantineClasses(page)).toEqual([]);
    // Mantine's input: a bordered box with its own radius, not the browser's default field.
    expect(await email.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).not.toBe('0px');

    await context.close();

    // Straight from a fresh landing page to the events, inside the app (no page load between).
    const wide = await newPage(browser, DESKTOP);
    await wide.page.goto('/', { waitUntil: 'networkidle' });
    await wide.page.getByRole('banner').getByRole('link', { name: 'Events', exact: true }).click();
    await wide.page.waitForURL(/\/events/);
    await wide.page.getByRole('article').first().waitFor();
    expect(await unstyledMantineClasses(wide.page)).toEqual([]);
    await wide.context.close();
  });

  it('style the error shown when the site content cannot be loaded', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.route('**/api/site-content', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down"}' }),
    );
    await page.goto('/');
    const error = page
      .getByRole('alert')
      .filter({ hasText: 'Parts of this page could not be loaded.' });
    await error.waitFor({ timeout: 15_000 });
    expect(await unstyledMantineClasses(page)).toEqual([]);
    // Mantine's alert: a tinted box, not bare text on the page.
    expect(await error.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    await context.close();
  });
});
