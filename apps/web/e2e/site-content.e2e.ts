import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, admin, apiAs, launchBrowser, loginContext, newPage, waitFor } from './fixtures';
import { journeyShot } from './setup/journey-shots';

// Site Content: the admin replaces an office bearer's name and photo and reorders by keyboard;
// a visitor sees it on / at once, with no deploy.

describe('site content', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("lets the admin replace an office bearer's name and photo, and a visitor sees both on / without a deploy", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await loginContext(context, admin().email, admin().password);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Management' }).click();
    await page.getByRole('menuitem', { name: 'Site Content' }).click();
    await page.waitForURL(/\/admin\/site-content$/);
    await page.getByRole('tab', { name: /Office bearers \(17\)/ }).click();
    const first = page.getByTestId('site-item').first();
    await expect(first.textContent()).resolves.toMatch(/Student Name \(placeholder\).*Placeholder.*President/);
    await journeyShot(page, 'admin-1280', { fullPage: true });

    await first.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit office bearers' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required.').waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Priya Raman');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await waitFor(async () => (await first.textContent())?.includes('Priya Raman'));
    expect(await first.getByText('Placeholder').count()).toBe(0);

    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#2f7a4d' } }).jpeg().toBuffer();
    await first.locator('input[type=file]').setInputFiles({ name: 'priya.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('Picture uploaded.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await waitFor(async () => (await first.locator('img').getAttribute('src'))?.startsWith('/api/site-content/images/'));

    // A visitor, in another browser context, sees the new name and photo on the landing page.
    const visitor = await newPage(browser, PHONE);
    await visitor.page.goto('/');
    const bearer = visitor.page.getByTestId('office-bearer').first();
    await bearer.scrollIntoViewIfNeeded();
    await expect(bearer.textContent()).resolves.toContain('Priya Raman');
    const img = bearer.locator('img');
    expect(await img.getAttribute('alt')).toBe('Priya Raman, President');
    expect(await img.getAttribute('src')).toMatch(/^\/api\/site-content\/images\/\d+-[0-9a-f]{16}\.webp$/);
    await waitFor(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0));
    // The browser picked one of the uploaded WebP sizes and drew it square.
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/api\/site-content\/images\/\d+-[0-9a-f]{16}\.webp$/);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth === el.naturalHeight)).toBe(true);
    expect(await visitor.page.getByTestId('office-bearer').count()).toBe(8);
    await visitor.context.close();
    await context.close();
  });

  it('reorders with the keyboard alone: Space on the handle, an arrow key, Space again', async () => {
    const call = await apiAs(admin().email, admin().password);
    const before = (await call('GET', '/api/site-content')).json.faculty.map((f: { id: number }) => f.id);
    const { context, page } = await newPage(browser, DESKTOP);
    await loginContext(context, admin().email, admin().password);
    await page.goto('/admin/site-content');
    await page.getByRole('tab', { name: /Faculty advisors/ }).click();
    const handle = page.getByTestId('site-item').first().getByRole('button', { name: /^Move/ });
    await handle.focus();
    // Each step waits for the state a screen reader reports (pressed, then the announced position).
    await page.keyboard.press('Space');
    await waitFor(async () => (await handle.getAttribute('aria-pressed')) === 'true');
    // The keyboard sensor starts listening a moment after the drag begins (a key pressed sooner is
    // lost on a busy machine), so press until the item is over the second place; it goes no further.
    await waitFor(async () => {
      await page.keyboard.press('ArrowDown');
      return (await page.getByText(/is over position 2 of 2\.$/).count()) > 0;
    });
    await page.keyboard.press('Space');
    await page.getByText(/dropped at position 2 of 2\.$/).waitFor({ state: 'attached' });
    const after = await waitFor(async () => {
      const ids = (await call('GET', '/api/site-content')).json.faculty.map((f: { id: number }) => f.id);
      return ids[0] === before[1] ? ids : null;
    });
    expect(after).toEqual([...before].reverse());
    const audit = await call('GET', '/api/admin/audit-log?action=site-content.reorder');
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.json)).toContain('site-content.reorder');
    await context.close();
  });

  it('fits a phone without sideways scrolling and has no serious axe violation (screenshots with E2E_JOURNEY_SHOTS)', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await loginContext(context, admin().email, admin().password);
    await page.goto('/admin/site-content');
    await page.getByTestId('site-item').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`);
    expect(serious).toEqual([]);
    await journeyShot(page, 'admin-390', { fullPage: true });
    const visitor = await newPage(browser, PHONE);
    await visitor.page.goto('/');
    await visitor.page.locator('#sponsors').waitFor();
    await journeyShot(visitor.page, 'home-390', { fullPage: true });
    const desk = await newPage(browser, DESKTOP);
    await desk.page.goto('/');
    await desk.page.locator('#sponsors').waitFor();
    await journeyShot(desk.page, 'home-1280', { fullPage: true });
    await Promise.all([context.close(), visitor.context.close(), desk.context.close()]);
  });
});
