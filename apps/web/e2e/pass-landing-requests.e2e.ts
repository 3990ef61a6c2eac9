import crypto from 'node:crypto';
import { EVENT_DAY_MSG, MSG, SCANNED_PASS_MAX_LENGTH } from '@app/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, admin, apiAs, newPage, signedInPage, type TestUser } from './fixtures';
import { eventScene } from './setup/scene';
import { journeyShot } from './setup/journey-shots';

// `/check-in/{code}` as a phone's camera app opens it: whoever is signed in, the page asks the
// server about the pass once and then shows its answer, and keeps showing it. Neither 'Unknown
// pass.' nor a pass page may send the browser asking again and again.

const tag = crypto.randomBytes(3).toString('hex');
const VOLUNTEER = {
  name: `Vel Door ${tag}`,
  email: `pass-door-${tag}@e2e.local`,
  password: 'volunteer-pass-1',
};
const UNKNOWN = `NoSuchPass${tag}`;
/** How long the page is watched after it has answered. */
const WATCH_MS = 4000;

type Who = 'visitor' | 'student' | 'staff' | 'volunteer';

/**
 * Opens `/check-in/{code}` at phone width and counts the calls to /api/passes/, by path, from the
 * moment it opens until `WATCH_MS` after the first answer.
 */
async function watchPassPage(page: Page, code: string): Promise<Record<string, number>> {
  const asked: Record<string, number> = {};
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/api/passes/')) asked[pathname] = (asked[pathname] ?? 0) + 1;
  });
  const answered = page.waitForResponse((res) =>
    new URL(res.url()).pathname.startsWith('/api/passes/'),
  );
  await page.goto(`/check-in/${encodeURIComponent(code)}`);
  await answered;
  await page.waitForTimeout(WATCH_MS);
  return { ...asked };
}

/** Whether `text` stays on the page in every frame drawn over `ms` (no loader in between). */
function steadily(page: Page, text: string, ms = 1500): Promise<boolean> {
  return page.evaluate(
    ([text, ms]) =>
      new Promise<boolean>((resolve) => {
        const until = performance.now() + ms;
        const frame = () => {
          if (!document.body.innerText.includes(text)) resolve(false);
          else if (performance.now() > until) resolve(true);
          else requestAnimationFrame(frame);
        };
        frame();
      }),
    [text, ms] as const,
  );
}

describe('the pass page asks about a pass once', () => {
  let browser: Browser;
  let student: TestUser;
  let holder: TestUser;
  let holderCode = '';

  beforeAll(async () => {
    const scene = await eventScene({
      symposiumName: 'Carteblanche',
      events: [{ eventName: `Pass Relay ${tag}`, symposiumName: 'Carteblanche' }],
      students: [{ fullName: `Meera Holder ${tag}` }, { fullName: `Arun Other ${tag}` }],
    });
    browser = scene.browser;
    [holder, student] = scene.students as [TestUser, TestUser];
    const res = await scene.call('POST', '/api/organizers', {
      ...VOLUNTEER,
      department: 'IT',
      mobile: '9876543210',
      role: 'volunteer',
    });
    expect(res.status).toBe(201);
    const as = await apiAs(holder.email, holder.password);
    holderCode = (await as('GET', '/api/passes/mine')).json[0].passCode as string;
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function pageOf(who: Who) {
    if (who === 'visitor') return (await newPage(browser, PHONE)).page;
    const login = who === 'student' ? student : who === 'staff' ? admin() : VOLUNTEER;
    return (await signedInPage(browser, PHONE, login)).page;
  }

  for (const who of ['student', 'staff', 'volunteer', 'visitor'] as const) {
    it(`shows 'Unknown pass.' steadily to a ${who} after one call for an unknown code`, async () => {
      const page = await pageOf(who);
      // A 404 is final: the page neither retries it nor asks again.
      expect(await watchPassPage(page, UNKNOWN)).toEqual({ [`/api/passes/${UNKNOWN}`]: 1 });
      expect(await steadily(page, EVENT_DAY_MSG.unknownPass)).toBe(true);
      // Said once, not as a title above the same words.
      expect(await page.getByText(/unknown pass/i).count()).toBe(1);
      if (who === 'student')
        await journeyShot(page, 'pass-landing-unknown-student', { fullPage: true });
      await page.context().close();
    });
  }

  it("shows 'Unknown pass.' steadily to a student after one call for a code too long to be one (400)", async () => {
    const page = await pageOf('student');
    const asked = await watchPassPage(page, 'X'.repeat(SCANNED_PASS_MAX_LENGTH + 1));
    expect(Object.values(asked)).toEqual([1]);
    expect(await steadily(page, EVENT_DAY_MSG.unknownPass)).toBe(true);
    await page.context().close();
  });

  it("shows a student another student's pass after one call", async () => {
    const page = await pageOf('student');
    expect(await watchPassPage(page, holderCode)).toEqual({ [`/api/passes/${holderCode}`]: 1 });
    expect(await steadily(page, EVENT_DAY_MSG.passFor(`Meera Holder ${tag}`))).toBe(true);
    await page.context().close();
  });

  it("tells staff of a dropped connection, not 'Unknown pass.', and Try again asks once more", async () => {
    const page = await pageOf('staff');
    // The first call for the pass never reaches the server, as on a phone that lost its signal.
    let dropped = false;
    await page.route(`**/api/passes/${holderCode}`, (request) => {
      if (dropped) return request.continue();
      dropped = true;
      return request.abort('internetdisconnected');
    });
    let asked = 0;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/passes/')) asked += 1;
    });
    const failed = page.waitForEvent('requestfailed', (req) =>
      new URL(req.url()).pathname.startsWith('/api/passes/'),
    );
    await page.goto(`/check-in/${encodeURIComponent(holderCode)}`);
    await failed;
    await page.waitForTimeout(WATCH_MS);
    expect(asked).toBe(1);
    expect(await steadily(page, MSG.networkError)).toBe(true);
    expect(await page.getByText(/unknown pass/i).count()).toBe(0);
    await expect
      .poll(() =>
        page.getByText('Use the check-in desk: it answers offline from the roster.').isVisible(),
      )
      .toBe(true);

    const again = page.waitForResponse(
      (res) => new URL(res.url()).pathname === `/api/passes/${holderCode}`,
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    expect((await again).status()).toBe(200);
    expect(asked).toBe(2);
    await page.getByRole('heading', { level: 1, name: `Meera Holder ${tag}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Check in' }).count()).toBe(1);
    expect(await page.getByText(MSG.networkError).count()).toBe(0);
    await page.context().close();
  });

  it('shows the holder their own pass after one call for it and one for their passes', async () => {
    const page = (await signedInPage(browser, PHONE, holder)).page;
    expect(await watchPassPage(page, holderCode)).toEqual({
      [`/api/passes/${holderCode}`]: 1,
      '/api/passes/mine': 1,
    });
    expect(await page.getByTestId('entry-pass').isVisible()).toBe(true);
    await page.context().close();
  });
});
