import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DESKTOP, PHONE, admin, newPage, signedInPage } from './fixtures';
import { SHOTS_DIR, SHOTS_TAG, shotsBrowser } from './setup/shots';

// Before/after pictures of the accessibility fixes, at 390 and 1280 px, under docs/screenshots/:
// the sponsor strip with its Pause button, the hero's focus ring on navy, the password toggle
// reached by Tab, a focused event card and category tab, and Symposium Control.
// Run: npm run build, then E2E_SHOTS=1 SHOTS=before|after CHROMIUM_PATH=/usr/bin/chromium
//   npx vitest run --config apps/web/vitest.e2e.config.ts apps/web/e2e/a11y.shots.ts

const file = (name: string, width: number) =>
  path.join(SHOTS_DIR, `${SHOTS_TAG}-a11y-${name}-${width}.png`);

/** Presses Tab until `isTarget` holds for the focused element (gives up quietly after `max`). */
async function tabUntil(page: Page, isTarget: (el: Element) => boolean, max = 200) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${isTarget.toString()})(document.activeElement)`)) return true;
  }
  return false;
}

describe('accessibility fixes, before and after', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await shotsBrowser();
  });
  afterAll(async () => browser?.close());

  for (const viewport of [PHONE, DESKTOP]) {
    it(`shoots the changed screens at ${viewport.width} px`, { timeout: 120_000 }, async () => {
      const w = viewport.width;
      const { context, page } = await newPage(browser, viewport);

      await page.goto('/');
      const sponsors = page.locator('#sponsors');
      await sponsors.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await sponsors.screenshot({ path: file('sponsors', w) });

      await page.goto('/');
      await page.locator('#home').waitFor();
      await tabUntil(page, (el) => !!el.closest('#home') && el.tagName === 'A');
      await page.locator('#home').screenshot({ path: file('hero-focus', w) });

      await page.goto('/login');
      await page.locator('input[autocomplete="current-password"]').fill('secret-pass-1');
      await page.locator('input[autocomplete="current-password"]').focus();
      await page.keyboard.press('Tab');
      await page.getByRole('main').screenshot({ path: file('password-toggle', w) });

      await page.goto('/events?symposium=Carteblanche');
      await page.getByRole('article').first().waitFor();
      await page.waitForLoadState('networkidle');
      await tabUntil(
        page,
        (el) =>
          el.getAttribute('role') === 'tab' &&
          el.getAttribute('aria-selected') === 'true' &&
          !!el.closest('[aria-label="Category"]'),
      );
      await page
        .getByRole('tablist', { name: 'Category' })
        .screenshot({ path: file('tab-focus', w) });
      await tabUntil(page, (el) => !!el.closest('article'));
      await page
        .getByRole('article')
        .first()
        .screenshot({ path: file('card-focus', w) });
      await context.close();

      const a = await signedInPage(browser, viewport, admin());
      await a.page.goto('/admin/manage-events');
      await a.page.getByRole('heading', { level: 1 }).waitFor();
      const burger = a.page.getByRole('button', { name: 'Open menu' });
      if (await burger.isVisible()) {
        await burger.click();
        await a.page.getByRole('dialog').getByRole('button', { name: 'Symposium Control' }).click();
      } else {
        await a.page.getByRole('banner').getByRole('button', { name: 'Symposium Control' }).click();
      }
      const control = a.page.getByRole('dialog', { name: 'Symposium Control' });
      await control.getByTestId('symposium-Enigma').waitFor();
      await a.page.waitForTimeout(300);
      await a.page.screenshot({ path: file('symposium-control', w) });
      await a.context.close();
    });
  }
});
