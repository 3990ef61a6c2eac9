import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, admin, apiAs, launchBrowser, loginContext, newPage, waitFor } from './fixtures';

// The built site under its real CSP in Chromium: no violation and no page error anywhere, and the
// admin's audit log from the Management menu to a downloaded CSV.

/** Records CSP violations and uncaught errors of a page, with where they came from. */
async function watch(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  page.on('console', (m) => {
    if (/Content Security Policy|CSP violation|Refused to/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

/** Waits until the page's main landmark shows text, i.e. the app really rendered. */
async function rendered(page: Page) {
  await waitFor(
    async () =>
      (
        await page
          .locator('main')
          .first()
          .innerText()
          .catch(() => '')
      ).trim().length > 0
        ? true
        : null,
    20_000,
  );
}

describe('security in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('runs every public page and every admin page under the CSP without a single violation', async () => {
    const { context, page } = await newPage(browser);
    const problems = await watch(page);
    for (const url of [
      '/',
      '/events',
      '/events?symposium=Carteblanche',
      '/placements',
      '/gallery',
    ]) {
      await page.goto(url);
      await rendered(page);
    }
    await loginContext(context, admin().email, admin().password);
    for (const url of [
      '/admin',
      '/admin/events-display',
      '/admin/account-details',
      '/admin/registration-status',
      '/admin/update-winners',
      '/admin/audit-log',
    ]) {
      await page.goto(url);
      await rendered(page);
    }
    const csp = (await page.goto('/'))!.headers()['content-security-policy'];
    // 'wasm-unsafe-eval' lets the check-in desk compile its QR decoder (WebAssembly); JavaScript eval stays refused.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets the admin find who added an organizer in the Audit Log, on a phone, and download it as CSV', async () => {
    const call = await apiAs(admin().email, admin().password);
    const email = `audit-${Date.now()}@example.com`;
    const added = await call('POST', '/api/organizers', {
      name: 'Audit Trail',
      email,
      password: 'organizer-pass-1',
      department: 'CSE',
      mobile: '9876501234',
      role: 'organizer',
    });
    expect(added.status).toBe(201);

    const { context, page } = await newPage(browser, PHONE);
    const problems = await watch(page);
    await loginContext(context, admin().email, admin().password);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Management' }).click();
    await page.getByRole('menuitem', { name: 'Audit Log' }).click();
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('textbox', { name: 'Who' }).fill(admin().email.slice(0, 5));
    await page.getByRole('textbox', { name: 'Target id' }).fill(String(added.json.organizer.id));
    const card = page.getByRole('listitem').filter({ hasText: 'Added an organizer' });
    // Other specs add organizers too: wait until the filters (applied shortly after typing) are in
    // force for both the list and the CSV link, and narrow the list to this one organizer.
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    await waitFor(async () =>
      (await exportLink.getAttribute('href'))?.includes(`targetId=${added.json.organizer.id}`),
    );
    await waitFor(async () => (await card.count()) === 1);
    expect(await card.innerText()).toContain(email);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{8}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe('Time (UTC),Actor,Action,Target type,Target id,Before,After');
    // The target id filter matches that id of every kind (an event or account may share it), so
    // the organizer's row is the one organizer.create row, and every row is about that id.
    const rows = lines.slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) expect(row).toContain(`,${added.json.organizer.id},`);
    const created = rows.filter((r) => r.includes('organizer.create'));
    expect(created).toHaveLength(1);
    expect(created[0]).toContain(`organizer.create,user,${added.json.organizer.id}`);
    expect(created[0]).toContain(email);
    expect(problems).toEqual([]);
    await context.close();
  });
});
