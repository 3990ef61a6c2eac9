import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, admin, apiAs, createStudent, launchBrowser, loginContext, newPage, type TestUser } from './fixtures';

// axe over every page and dialog, for each role, at phone and desktop width: no serious or
// critical rule hit (WCAG 2.2 A and AA). The per-page figures go to AXE_REPORT (a JSON file) when
// that is set, for the closing note.

type Who = 'visitor' | 'student' | 'organizer' | 'admin';
interface Target {
  name: string;
  who: Who;
  path: string;
  /** Opens a dialog after the page loads; the scan then covers the dialog too. */
  open?: (page: Page) => Promise<void>;
  /** Waits for the page's content. */
  ready?: (page: Page) => Promise<void>;
}

const ORGANIZER = { email: `organizer-axe-${Date.now()}@e2e.local`, password: 'organizer-pass-1' };
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const heading = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('heading', { name, level: 1 }).first().waitFor();
};
const dialog = (button: string | RegExp, title: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name: button }).first().click();
  await page.getByRole('dialog', { name: title }).waitFor();
};

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
];

interface Figure {
  target: string;
  width: number;
  serious: number;
  critical: number;
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
    student = await createStudent({ fullName: 'Axe Student' });
  });
  afterAll(async () => {
    if (process.env.AXE_REPORT) fs.writeFileSync(process.env.AXE_REPORT, JSON.stringify(figures, null, 2));
    await browser?.close();
  });

  const login: Record<Who, () => { email: string; password: string } | null> = {
    visitor: () => null,
    student: () => student,
    organizer: () => ORGANIZER,
    admin: () => admin(),
  };

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious or critical rule hit on any page or dialog at ${viewport.width} px`, { timeout: 600_000 }, async () => {
      const hits: string[] = [];
      for (const who of ['visitor', 'student', 'organizer', 'admin'] as Who[]) {
        const { context, page } = await newPage(browser, viewport);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const account = login[who]();
        if (account) await loginContext(context, account.email, account.password);
        for (const target of TARGETS.filter((t) => t.who === who)) {
          await page.goto(target.path);
          await page.waitForLoadState('networkidle');
          if (target.ready) await target.ready(page);
          if (target.open) await target.open(page);
          await page.waitForTimeout(250);
          const result = await new AxeBuilder({ page: page as never }).withTags(TAGS).analyze();
          const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          const count = (impact: string) => bad.filter((v) => v.impact === impact).reduce((n, v) => n + v.nodes.length, 0);
          figures.push({ target: target.name, width: viewport.width, serious: count('serious'), critical: count('critical'), rules: bad.map((v) => v.id) });
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
