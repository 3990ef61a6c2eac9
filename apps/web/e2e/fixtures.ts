import crypto from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/local-server.mjs';

// Shared helpers for the end-to-end specs: browser, pages at phone and desktop widths, users
// made through the real API, and mail read from the outbox table.

/** Where this spec file's own server runs: set by setup/server.ts before the spec's hooks. */
export const site = { baseUrl: '', dataDir: '' };
export const baseUrl = () => site.baseUrl;
export const admin = () => ({ email: inject('adminEmail'), password: inject('adminPassword') });

/** Launches headless Chromium; `extraArgs` add to the usual flags (a fake camera, say). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  // Skip the once-per-session intro screen unless a spec wants it.
  await context.addInitScript(() => {
    try {
      if (!sessionStorage.getItem('intro-keep')) sessionStorage.setItem('introShown', 'true');
    } catch {
      /* storage not available on about:blank */
    }
  });
  const page = await context.newPage();
  return { context, page };
}

/** A phone: 390 px wide, touch and taps, a mobile page; no intro screen. */
export async function touchPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: PHONE,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => sessionStorage.setItem('introShown', 'true'));
  return context.newPage();
}

export interface TestUser {
  email: string;
  password: string;
  fullName: string;
  college: string;
}

/** Signs a student up through the API (the same call the Sign Up form makes). */
export async function createStudent(overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const user: TestUser = {
    email: `student-${crypto.randomBytes(4).toString('hex')}@e2e.local`,
    password: 'student-pass-1',
    fullName: 'Kavya Subramanian',
    college: 'Madras Institute of Technology',
    ...overrides,
  };
  const res = await fetch(`${baseUrl()}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: user.fullName,
      email: user.email,
      password: user.password,
      dob: '2004-06-15',
      mobile: '9876543210',
      college: user.college,
      department: 'Information Technology',
      yearOfPassing: new Date().getFullYear(),
      state: 'Tamil Nadu',
      district: 'Chennai',
    }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  return user;
}

/** Logs in through the API inside a browser context, so its pages carry the session cookie. */
export async function loginContext(context: BrowserContext, email: string, password: string) {
  const res = await context.request.post('/api/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
  return (await res.json()).user;
}

/** A fresh page at `viewport` whose context is logged in as `login` (through the API). */
export async function signedInPage(
  browser: Browser,
  viewport: { width: number; height: number },
  login: { email: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  await loginContext(opened.context, login.email, login.password);
  return opened;
}

/** Logs in through the /login form, as a person does, and waits for the landing page. */
export async function loginWithForm(page: Page, email: string, password: string, landing: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(landing);
}

/** A fresh page at `viewport`, logged in as `login` through the /login form, on its landing page. */
export async function formSignedInPage(
  browser: Browser,
  viewport: { width: number; height: number },
  login: { email: string; password: string },
  landing: RegExp,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  await loginWithForm(opened.page, login.email, login.password, landing);
  return opened;
}

/** Calls the API with a logged-in cookie from Node (for setting data up quickly). */
export async function apiAs(email: string, password: string) {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return async (method: string, url: string, body?: unknown | FormData) => {
    const isForm = body instanceof FormData;
    const res = await fetch(`${baseUrl()}${url}`, {
      method,
      headers: { cookie, ...(body && !isForm ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json };
  };
}

/** The newest mail queued for an address (read-only look at the server's outbox table). */
export function latestMail(to: string): { subject: string; text: string } | null {
  const db = new Database(path.join(site.dataDir, 'site.db'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const row = db
      .prepare('select subject, text from outbox where to_address = ? order by id desc limit 1')
      .get(to.toLowerCase()) as { subject: string; text: string } | undefined;
    return row ?? null;
  } finally {
    db.close();
  }
}

/** Every mail queued for an address, oldest first (read-only look at the server's outbox table). */
export function mailsTo(to: string): { subject: string; text: string }[] {
  const db = new Database(path.join(site.dataDir, 'site.db'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db
      .prepare('select subject, text from outbox where to_address = ? order by id')
      .all(to.toLowerCase()) as {
      subject: string;
      text: string;
    }[];
  } finally {
    db.close();
  }
}

/** Clicks OK on the spec's Success dialog after checking its message. */
export async function expectSuccess(page: Page, message: string) {
  const dialog = page.getByRole('dialog', { name: 'Success' });
  await dialog.getByText(message, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Polls until fn returns a value (no fixed sleeps). */
export async function waitFor<T>(
  fn: () => T | null | undefined | Promise<T | null | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('waitFor timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Api = Awaited<ReturnType<typeof apiAs>>;

/** The admin's API calls, with the symposium started (starting it again changes nothing). */
export async function adminApi(symposiumName = 'Enigma'): Promise<Api> {
  const call = await apiAs(admin().email, admin().password);
  await call('POST', '/api/symposium/start', { symposiumName, startDate: '2025-01-01' });
  return call;
}

/** A free technical event with one round in March 2031, unless `event` says otherwise. */
const EVENT_DEFAULTS = {
  eventCategory: 'Technical Events',
  eventDescription: 'Pass the baton, pass the tests.',
  numberOfRounds: 1,
  location: 'CSE Lab 1',
  registrationFees: 0,
  coordinatorName: 'Anitha K',
  coordinatorContactNo: '9876501234',
  coordinatorMail: 'anitha@example.com',
  lastDateForRegistration: '2031-03-01T18:30',
  isOpenForNonMIT: true,
  symposiumName: 'Enigma',
  rounds: [{ roundDetails: 'Only round.', roundDateTime: '2031-03-05T10:00' }],
};

/** Creates an event through the API (as the admin) and returns its id. */
export async function createEvent(
  call: Api,
  event: { eventName: string } & Record<string, unknown>,
): Promise<number> {
  const res = await call('POST', '/api/events', { ...EVENT_DEFAULTS, ...event });
  if (res.status !== 201)
    throw new Error(`event not created: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.event.id as number;
}

/** Adds an organizer account through the API (as the admin). */
export async function createOrganizer(
  call: Api,
  name: string,
  login: { email: string; password: string },
) {
  const res = await call('POST', '/api/organizers', {
    name,
    ...login,
    department: 'IT',
    mobile: '9876543210',
    role: 'organizer',
  });
  if (res.status !== 201)
    throw new Error(`organizer not created: ${res.status} ${JSON.stringify(res.json)}`);
}

/** Registers a student for a free event through the API, as they would; returns the HTTP status. */
export async function registerFree(user: TestUser, eventId: number): Promise<number> {
  const as = await apiAs(user.email, user.password);
  const res = await as('POST', '/api/registrations/simple', { userEmail: user.email, eventId });
  return res.status;
}

/** Signs a student up and registers them for each free event; the statuses come back in order. */
export async function registeredStudent(
  overrides: Partial<TestUser>,
  eventIds: number[],
): Promise<{ student: TestUser; statuses: number[] }> {
  const student = await createStudent(overrides);
  const statuses: number[] = [];
  for (const eventId of eventIds) statuses.push(await registerFree(student, eventId));
  return { student, statuses };
}

/** Links the admin's first bank account to a paid event; returns the HTTP status. */
export async function linkFirstAccount(call: Api, eventId: number): Promise<number> {
  const accounts = await call('GET', '/api/admin/accounts');
  const res = await call('POST', `/api/events/${eventId}/accounts`, {
    accountId: accounts.json[0].id,
  });
  return res.status;
}
