import crypto from 'node:crypto';
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../api/src/db/seed/pdf';
import { DESKTOP, PHONE, admin, apiAs, baseUrl, createEvent, createStudent, launchBrowser, loginContext, newPage, type TestUser } from './fixtures';

// axe over every page and dialog, for each role, at phone and desktop width: no serious or
// critical rule hit (WCAG 2.2 A and AA, and axe's best practices), and one h1 on every page.
// The per-page figures go to AXE_REPORT (a JSON file) when that is set, for docs/accessibility.md.

type Who = 'visitor' | 'student' | 'organizer' | 'volunteer' | 'admin';
interface Target {
  name: string;
  who: Who;
  path: string | (() => string);
  /** Opens a dialog after the page loads; the scan then covers the dialog too. */
  open?: (page: Page) => Promise<void>;
  /** Waits for the page's content. */
  ready?: (page: Page) => Promise<void>;
}

const tag = crypto.randomBytes(3).toString('hex');
const ORGANIZER = { email: `organizer-axe-${tag}@e2e.local`, password: 'organizer-pass-1' };
const VOLUNTEER = { email: `volunteer-axe-${tag}@e2e.local`, password: 'volunteer-pass-1' };
// This spec's own paid event (in Enigma, the staff portals' first tab) and the student who pays for it.
const EVENT = `Axe Relay ${tag}`;
const PAYER = `Axe Payer ${tag}`;
let eventId = 0;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQqzgBRAwQCgAjrgV5XtGN4QAAAABJRU5ErkJggg==',
  'base64',
);

const heading = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('heading', { name, level: 1 }).first().waitFor();
};
const dialog = (button: string | RegExp, title: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name: button }).first().click();
  await page.getByRole('dialog', { name: title }).waitFor();
};
/** Like dialog(), for a header button that sits in the menu drawer on phones. */
const headerDialog = (button: string, title: string | RegExp) => async (page: Page) => {
  const burger = page.getByRole('button', { name: 'Open menu' });
  const inBanner = page.getByRole('banner').getByRole('button', { name: button, exact: true });
  // The header may still be rendering (a lazy page): wait until one of the two (the other is hidden by CSS) shows.
  await burger.or(inBanner).filter({ visible: true }).first().waitFor();
  if (await burger.isVisible()) {
    await burger.click();
    await page.getByRole('dialog').getByRole('button', { name: button, exact: true }).click();
  } else {
    await inBanner.click();
  }
  await page.getByRole('dialog', { name: title }).waitFor();
};
const ownEvent = (page: Page) => page.getByRole('article').filter({ hasText: EVENT });


/** The focused element's ring: its colour, and the first scrolling or clipping box that cuts it off. */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const css = getComputedStyle(el);
    const reach = parseFloat(css.outlineWidth) + parseFloat(css.outlineOffset);
    const r = el.getBoundingClientRect();
    const ring = { left: r.left - reach, right: r.right + reach, top: r.top - reach, bottom: r.bottom + reach };
    let clippedBy: string | null = null;
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const pc = getComputedStyle(p);
      if (pc.overflowX === 'visible' && pc.overflowY === 'visible' && pc.clipPath === 'none') continue;
      const b = p.getBoundingClientRect();
      if (ring.left < b.left - 0.5 || ring.right > b.right + 0.5 || ring.top < b.top - 0.5 || ring.bottom > b.bottom + 0.5) {
        clippedBy = `${p.tagName.toLowerCase()}.${p.className}`;
        break;
      }
    }
    // A ring drawn as a layer above the content (the event card's, over its poster).
    const layer = getComputedStyle(el, '::after');
    return { text: el.textContent?.trim() ?? '', color: css.outlineColor, style: css.outlineStyle, layer: layer.borderTopStyle, layerColor: layer.borderTopColor, clippedBy };
  });
}

/** WCAG contrast ratio of two CSS rgb() / hex colours. */
function contrast(a: string, b: string): number {
  const rgb = (c: string) =>
    c.startsWith('#') ? [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) : (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const lum = (c: string) => {
    const [r, g, bl] = rgb(c).map((v) => {
      const x = v / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The navy band's gradient stops (hero, page headers, gallery intro). */
const NAVY = ['#081231', '#12296b', '#3b2378'];

/** Presses Tab until the focused element passes `test` (fails after `max` presses). */
/** Lists whose cards repeat their actions: each button and link must say which card it acts on. */
const NAMED_ACTIONS = ['admin manage events', 'admin approved experiences'];

/** Names of buttons and links that stand in more than one card (article) of the page. */
async function repeatedActionNames(page: Page): Promise<string[]> {
  const names = new Map<string, number>();
  for (const card of await page.getByRole('article').all()) {
    for (const control of await card.locator('button:visible, a:visible').all()) {
      const name = (await control.getAttribute('aria-label')) ?? (await control.innerText()).trim();
      names.set(name, (names.get(name) ?? 0) + 1);
    }
  }
  return [...names].filter(([, n]) => n > 1).map(([name]) => name);
}

async function tabUntil(page: Page, test: string, max = 150) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(test)) return;
  }
  throw new Error(`Tab never reached: ${test}`);
}

const TARGETS: Target[] = [
  { name: 'home', who: 'visitor', path: '/', ready: heading(/.+/) },
  { name: 'events Enigma', who: 'visitor', path: '/events?symposium=Enigma', ready: heading('Events') },
  { name: 'events Carteblanche', who: 'visitor', path: '/events?symposium=Carteblanche', ready: heading('Events') },
  {
    name: 'event details dialog',
    who: 'visitor',
    path: '/events?symposium=Carteblanche',
    open: async (page) => {
      await page.getByRole('article').first().getByRole('button', { name: 'View Details' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'gallery', who: 'visitor', path: '/gallery', ready: heading(/Gallery/) },
  { name: 'schedule', who: 'visitor', path: '/schedule', ready: heading('Schedule') },
  { name: 'schedule (student)', who: 'student', path: '/schedule', ready: heading('Schedule') },
  { name: 'placements', who: 'visitor', path: '/placements', ready: heading('Placement Details') },
  { name: 'share experience dialog', who: 'visitor', path: '/placements', open: dialog('Post Experiences here', 'Share Your Experience') },
  { name: 'login page', who: 'visitor', path: '/login', ready: heading('Login') },
  { name: 'signup page', who: 'visitor', path: '/signup', ready: heading('Sign Up') },
  { name: 'forgot password page', who: 'visitor', path: '/forgot-password', ready: heading('Forgot Password') },
  { name: 'registration (visitor)', who: 'visitor', path: '/registration?eventId=1&symposium=Carteblanche' },
  { name: 'cart', who: 'student', path: '/cart', ready: heading('Your Cart') },
  { name: 'my events', who: 'student', path: '/enrolled-events' },
  { name: 'student dashboard', who: 'student', path: '/student-dashboard' },
  { name: 'registration page', who: 'student', path: '/registration?eventId=1&symposium=Carteblanche' },
  { name: 'organizer registrations', who: 'organizer', path: '/organizer/registrations/view', ready: heading('View Event Registrations') },
  { name: 'organizer registration status', who: 'organizer', path: '/organizer/registration-status' },
  { name: 'organizer update winners', who: 'organizer', path: '/organizer/update-winners' },
  { name: 'organizer event registrations', who: 'organizer', path: '/organizer/events/registrations/1?symposium=Carteblanche' },
  { name: 'admin manage events', who: 'admin', path: '/admin/manage-events' },
  { name: 'admin events display', who: 'admin', path: '/admin/events-display' },
  { name: 'admin account details', who: 'admin', path: '/admin/account-details' },
  { name: 'admin organizers', who: 'admin', path: '/admin/organizer' },
  { name: 'admin add organizer dialog', who: 'admin', path: '/admin/organizer', open: dialog(/Add Organizer/, 'Add Organizer') },
  { name: 'admin audit log', who: 'admin', path: '/admin/audit-log' },
  { name: 'admin pending experiences', who: 'admin', path: '/admin/pending-experiences' },
  { name: 'admin approved experiences', who: 'admin', path: '/admin/approved-experiences' },
  { name: 'admin view registrations', who: 'admin', path: '/admin/view-registrations' },
  { name: 'admin registration status', who: 'admin', path: '/admin/registration-status' },
  { name: 'admin update winners', who: 'admin', path: '/admin/update-winners' },
  { name: 'login dialog', who: 'visitor', path: '/', ready: heading(/.+/), open: headerDialog('Login', 'Login') },
  { name: 'sign up dialog', who: 'visitor', path: '/', ready: heading(/.+/), open: headerDialog('Sign Up', 'Sign Up') },
  { name: 'past office bearers', who: 'visitor', path: '/about/2024' },
  { name: 'certificate check (unknown code)', who: 'visitor', path: '/verify/NOSUCHCODE' },
  { name: 'pass landing (unknown pass)', who: 'visitor', path: '/check-in/NOSUCHPASS' },
  { name: 'organizer dashboard', who: 'organizer', path: '/organizer/dashboard' },
  { name: 'organizer announcements', who: 'organizer', path: '/organizer/announcements' },
  { name: 'organizer check-in desk', who: 'organizer', path: '/organizer/check-in' },
  { name: 'organizer on-spot', who: 'organizer', path: '/organizer/on-spot' },
  {
    name: 'payment details dialog',
    who: 'organizer',
    path: '/organizer/registration-status',
    open: dialog(`View payment of ${PAYER}`, 'Payment details'),
  },
  { name: 'volunteer home', who: 'volunteer', path: '/volunteer' },
  { name: 'volunteer check-in desk', who: 'volunteer', path: '/volunteer/check-in' },
  { name: 'volunteer on-spot', who: 'volunteer', path: '/volunteer/on-spot' },
  { name: 'admin dashboard', who: 'admin', path: '/admin/dashboard' },
  { name: 'admin announcements', who: 'admin', path: '/admin/announcements' },
  { name: 'admin certificates', who: 'admin', path: '/admin/certificates' },
  { name: 'admin site content', who: 'admin', path: '/admin/site-content' },
  { name: 'admin check-in desk', who: 'admin', path: '/admin/check-in' },
  { name: 'admin on-spot', who: 'admin', path: '/admin/on-spot' },
  { name: 'admin event registrations', who: 'admin', path: () => `/admin/events/registrations/${eventId}?symposium=Enigma` },
  { name: 'symposium control dialog', who: 'admin', path: '/admin/manage-events', open: headerDialog('Symposium Control', 'Symposium Control') },
  { name: 'event form dialog', who: 'admin', path: '/admin/manage-events', open: dialog('Add Event', 'Add an event to Enigma') },
  {
    name: 'assign account dialog',
    who: 'admin',
    path: '/admin/manage-events',
    open: async (page) => {
      await ownEvent(page).getByRole('button', { name: 'Assign Account' }).click();
      await page.getByRole('dialog', { name: `Assign an account to ${EVENT}` }).waitFor();
    },
  },
  {
    name: 'poster upload dialog',
    who: 'admin',
    path: '/admin/events-display',
    open: async (page) => {
      await ownEvent(page).getByRole('button', { name: `Actions for ${EVENT}` }).click();
      await page.getByRole('menuitem', { name: /Add Poster|Replace Poster/ }).click();
      await page.getByRole('dialog', { name: `Poster for ${EVENT}` }).waitFor();
    },
  },
];

interface Figure {
  target: string;
  width: number;
  serious: number;
  critical: number;
  moderate: number;
  minor: number;
  h1: number;
  rules: string[];
}

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  let browser: Browser;
  let student: TestUser;
  const figures: Figure[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const call = await apiAs(admin().email, admin().password);
    await call('POST', '/api/symposium/start', { symposiumName: 'Carteblanche', startDate: '2025-01-01' });
    await call('POST', '/api/organizers', { name: 'Axe Organizer', ...ORGANIZER, department: 'IT', mobile: '9876543210', role: 'organizer' });
    await call('POST', '/api/organizers', { name: 'Axe Volunteer', ...VOLUNTEER, department: 'IT', mobile: '9876543210', role: 'volunteer' });
    student = await createStudent({ fullName: 'Axe Student' });
    eventId = await createEvent(call, {
      eventName: EVENT,
      eventDescription: `${EVENT}: a relay of small puzzles, one per team member, against the clock.`,
      location: 'Rajam Hall',
      registrationFees: 150,
      coordinatorName: 'Anitha Krishnan',
      rounds: [{ roundDetails: 'Relay.', roundDateTime: '2031-03-04T10:00' }],
    });
    const accounts = await call('GET', '/api/admin/accounts');
    expect((await call('POST', `/api/events/${eventId}/accounts`, { accountId: accounts.json[0].id })).status).toBe(201);
    await call('POST', '/api/symposium/start', { symposiumName: 'Enigma', startDate: '2025-01-01' });
    const payer = await createStudent({ fullName: PAYER });
    const asPayer = await apiAs(payer.email, payer.password);
    const form = new FormData();
    form.append('eventIds', JSON.stringify([eventId]));
    form.append('transactionId', `UTRAXE${tag.toUpperCase()}`);
    form.append('mobileNumber', '9876543210');
    form.append('transactionAmount', '150');
    form.append('transactionScreenshot', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'receipt.png');
    expect((await asPayer('POST', '/api/registrations', form)).status).toBe(201);
    // An approved placement experience, so Placements lists a company (the focus ring test tabs into the list).
    const story = new FormData();
    const senior = { name: `Axe Senior ${tag}`, email: `axe-senior-${tag}@example.com`, type: 'Placement', year: '2025', company: `Axe Systems ${tag}`, linkedin: '' };
    for (const [k, v] of Object.entries(senior)) story.append(k, v);
    story.append('pdf', new Blob([new Uint8Array(makePdf(`${senior.company}: two rounds.`))], { type: 'application/pdf' }), 'story.pdf');
    const sent = await fetch(`${baseUrl()}/api/placements/submit-experience`, { method: 'POST', body: story });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const pending = await call('GET', '/api/placements/admin/pending-experiences?limit=100');
    const mine = (pending.json as { id: number; email: string }[]).find((x) => x.email === senior.email)!;
    expect((await call('POST', '/api/placements/admin/update-experience-status', { id: mine.id, status: 'approved' })).status).toBe(200);
  });
  afterAll(async () => {
    if (process.env.AXE_REPORT) {
      // The widths ran side by side; the report lists the phone's pages first, as they were walked.
      figures.sort((a, b) => a.width - b.width);
      fs.writeFileSync(process.env.AXE_REPORT, JSON.stringify(figures, null, 2));
    }
    await browser?.close();
  });

  const login: Record<Who, () => { email: string; password: string } | null> = {
    visitor: () => null,
    student: () => student,
    organizer: () => ORGANIZER,
    volunteer: () => VOLUNTEER,
    admin: () => admin(),
  };


  it('draws focus rings at 3:1 on navy and never clips them (hero, gallery band, cards, tabs, company list)', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport);
      const onNavy = async (where: string) => {
        const ring = await focusRing(page);
        expect(ring.style, `${where}: ${ring.text}`).not.toBe('none');
        for (const bg of NAVY) expect(contrast(ring.color, bg), `${where} ring ${ring.color} on ${bg}`).toBeGreaterThanOrEqual(3);
        expect(ring.clippedBy, where).toBeNull();
      };
      await page.goto('/');
      await page.locator('#home').waitFor();
      for (const name of ['hero first button', 'hero second button']) {
        await tabUntil(page, `!!document.activeElement.closest('#home') && document.activeElement.tagName === 'A' && document.activeElement !== window.__last`);
        await onNavy(`${name} @${viewport.width}`);
        await page.evaluate(() => ((window as unknown as { __last: Element | null }).__last = document.activeElement));
      }

      await page.goto('/gallery');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await tabUntil(page, `!!document.activeElement.closest('header + * a, main a')`);
      await onNavy(`gallery back link @${viewport.width}`);

      await page.goto('/events?symposium=Carteblanche');
      await page.getByRole('article').first().waitFor();
      await tabUntil(page, `document.activeElement.getAttribute('role') === 'tab' && document.activeElement.closest('[aria-label="Symposium"]') !== null`);
      expect((await focusRing(page)).clippedBy, `symposium tab @${viewport.width}`).toBeNull();
      await tabUntil(page, `document.activeElement.getAttribute('role') === 'tab' && document.activeElement.closest('[aria-label="Category"]') !== null`);
      expect((await focusRing(page)).clippedBy, `category tab @${viewport.width}`).toBeNull();
      await tabUntil(page, `!!document.activeElement.closest('article')`);
      const card = await focusRing(page);
      expect(card.layer, `event card ring @${viewport.width}`).toBe('solid');
      expect(contrast(card.layerColor, '#ffffff')).toBeGreaterThanOrEqual(3);
      expect(card.clippedBy, `event card @${viewport.width}`).toBeNull();

      await page.goto('/placements');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // On a phone the company list lives in a drawer, opened by the button above the experiences.
      if (viewport === PHONE) await page.getByRole('main').locator('button[aria-haspopup="dialog"]').click();
      await page.getByRole('navigation', { name: 'Companies' }).getByRole('button').first().waitFor();
      await tabUntil(page, `!!document.activeElement.closest('nav[aria-label="Companies"]')`);
      expect((await focusRing(page)).clippedBy, `company list @${viewport.width}`).toBeNull();
      await context.close();
    }
  });

  // The two widths run side by side, each in its own browser contexts: the walk is mostly waiting.
  // Alone it takes about 4.5 minutes; beside the other browser tests on a clean CI clone it went
  // past 10, hence the 15-minute limit.
  for (const viewport of [PHONE, DESKTOP]) {
    it.concurrent(`has no serious or critical rule hit on any page or dialog at ${viewport.width} px`, { timeout: 900_000 }, async () => {
      const hits: string[] = [];
      for (const who of ['visitor', 'student', 'organizer', 'volunteer', 'admin'] as Who[]) {
        const { context, page } = await newPage(browser, viewport);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const account = login[who]();
        if (account) await loginContext(context, account.email, account.password);
        for (const target of TARGETS.filter((t) => t.who === who)) {
          await page.goto(typeof target.path === 'string' ? target.path : target.path());
          await page.waitForLoadState('networkidle');
          if (target.ready) await target.ready(page);
          if (target.open) await target.open(page);
          await page.waitForTimeout(250);
          // Every rule axe runs by default (WCAG 2.0–2.2 A and AA, and best practices), and the rule
          // for names that contain the visible text (WCAG 2.5.3), which axe ships turned off.
          const result = await new AxeBuilder({ page: page as never })
            .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
            .analyze();
          const h1 = await page.locator('h1:visible').count();
          if (h1 !== 1) hits.push(`${target.name} @${viewport.width}: ${h1} h1 elements (one per page)`);
          if (NAMED_ACTIONS.includes(target.name)) {
            await page.getByRole('article').first().waitFor();
            const repeated = await repeatedActionNames(page);
            if (repeated.length > 0) hits.push(`${target.name} @${viewport.width}: actions named alike in several cards: ${repeated.join(', ')}`);
          }
          const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          const count = (impact: string) => result.violations.filter((v) => v.impact === impact).reduce((n, v) => n + v.nodes.length, 0);
          figures.push({
            target: target.name,
            width: viewport.width,
            serious: count('serious'),
            critical: count('critical'),
            moderate: count('moderate'),
            minor: count('minor'),
            h1,
            rules: result.violations.map((v) => `${v.id} (${v.impact})`),
          });
          for (const v of bad) {
            hits.push(`${target.name} @${viewport.width}: ${v.impact} ${v.id} ×${v.nodes.length} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
          }
        }
        await context.close();
      }
      expect(hits, hits.join('\n')).toEqual([]);
    });
  }
});
