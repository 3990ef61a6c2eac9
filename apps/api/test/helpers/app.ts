import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { migrateToLatest, openDatabase, type Dialect, type DbHandle } from '../../src/db/connection';
import { seedSymposia } from '../../src/db/seed/symposia';
import { ensureAdmin } from '../../src/modules/auth/service';
import { hashPassword } from '../../src/lib/passwords';
import { createSchema, dropSchema, whileMigrating } from './pg-schemas';

// Builds the real app on a freshly migrated database: a temp SQLite file, or a schema of its own
// in the PostgreSQL of TEST_DATABASE_URL, so parallel runs never collide.

const PG_URL = process.env.TEST_DATABASE_URL;
export const DIALECTS: Dialect[] = PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export const ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };
export const PASSWORD = 'secret123';

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  db: DbHandle['db'];
  dialect: Dialect;
  config: Config;
  /** Logs in and returns the Cookie header value for later requests. */
  login(email: string, password?: string): Promise<string>;
  /** Creates a user directly in the database and returns its id and a logged-in cookie. */
  createUser(opts?: Partial<{ role: 'student' | 'organizer' | 'volunteer' | 'admin'; email: string; college: string; fullName: string }>): Promise<{
    id: number;
    email: string;
    cookie: string;
  }>;
  adminCookie(): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

/** A test app with the admin signed in: what most staff-feature tests start from. */
export async function createAdminTestApp(dialect: Dialect): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp(dialect);
  return { t, admin: await t.adminCookie() };
}

/** A test app with the admin, a student and an organizer signed in: their cookies. */
export async function createRolesTestApp(
  dialect: Dialect,
): Promise<{ t: TestApp; admin: string; student: string; organizer: string }> {
  const { t, admin } = await createAdminTestApp(dialect);
  const student = (await t.createUser({ role: 'student' })).cookie;
  const organizer = (await t.createUser({ role: 'organizer' })).cookie;
  return { t, admin, student, organizer };
}

/** The app and the cookies of the admin, a student and an organizer. */
export type RolesTestApp = Awaited<ReturnType<typeof createRolesTestApp>>;

/**
 * For a describe block: makes a roles test app before its tests, hands it to `use`, and closes it
 * after them.
 */
export function rolesTestAppHooks(dialect: Dialect, use: (roles: RolesTestApp) => void) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    const roles = await createRolesTestApp(dialect);
    t = roles.t;
    use(roles);
  });
  afterAll(async () => t?.close());
}

export async function createTestApp(
  dialect: Dialect,
  overrides: Partial<Config> = {},
  /** How often the app's mail sender and job worker wake by themselves (tests that compare
   * database snapshots set both long and run what they need with `app.jobs.drain()`). */
  opts: { mailPollMs?: number; jobsPollMs?: number } = {},
): Promise<TestApp> {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  if (dialect === 'postgres') {
    if (!PG_URL) throw new Error('TEST_DATABASE_URL is not set');
    const url = PG_URL;
    const schema = await createSchema(url, 't');
    handle = openDatabase({ kind: 'postgres', url, poolSize: 10 }, { searchPath: schema });
    cleanup = () => dropSchema(url, schema);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csmit-test-'));
    handle = openDatabase({ kind: 'sqlite', file: path.join(dir, 'test.db') });
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  // On PostgreSQL, other files' schemas come and go meanwhile (helpers/pg-schemas.ts).
  await (dialect === 'postgres' && PG_URL
    ? whileMigrating(PG_URL, () => migrateToLatest(handle))
    : migrateToLatest(handle));
  await seedSymposia(handle.db);
  await ensureAdmin(handle.db, ADMIN.email, ADMIN.password);
  const config: Config = {
    ...base,
    authRateLimitPerMinute: 100_000,
    authRateLimitPerIpPerMinute: 100_000,
    otpRateLimitPerIpPerMinute: 100_000,
    placementUploadsPerIpPerDay: 100_000,
    paymentSubmissionsPerMinute: 100_000,
    loginMaxConsecutiveFailures: 100_000,
    loginMaxDailyFailuresPerIp: 100_000,
    // Tests change users straight in the database and expect the next request to see it.
    sessionCacheMs: 0,
    ...overrides,
    database: base.database,
  };
  const app = await buildApp({ config, handle, logger: false, mailPollMs: opts.mailPollMs ?? 60_000, jobsPollMs: opts.jobsPollMs });
  await app.ready();

  const login = async (email: string, password = PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
    return cookieOf(res);
  };
  let adminCookie: string | null = null;
  const passwordHash = hashPassword(PASSWORD);

  return {
    app,
    handle,
    db: handle.db,
    dialect,
    config,
    login,
    async createUser(o = {}) {
      const email = o.email ?? `user${counter++}_${crypto.randomBytes(3).toString('hex')}@test.local`;
      const row = await handle.db
        .insertInto('users')
        .values({
          email,
          password_hash: await passwordHash,
          role: o.role ?? 'student',
          full_name: o.fullName ?? 'Test Student',
          dob: '2004-05-06',
          mobile: '9876543210',
          college: o.college ?? 'Madras Institute of Technology',
          department: 'IT',
          year_of_passing: 2026,
          state: 'Tamil Nadu',
          district: 'Chennai',
          updated_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, email, cookie: await login(email) };
    },
    async adminCookie() {
      adminCookie ??= await login(ADMIN.email, ADMIN.password);
      return adminCookie;
    },
    async close() {
      await app.close();
      await handle.db.destroy();
      await cleanup();
    },
  };
}

export function cookieOf(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const sid = list.map((c) => c.split(';')[0]!).find((c) => /^(__Host-)?sid=./.test(c));
  if (!sid) throw new Error('no session cookie in response');
  return sid;
}

/** GET `url` as the holder of `cookie`. */
export function getAs(t: TestApp, cookie: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

/** A JSON request (`payload`) to `url` as the holder of `cookie`. */
export function sendAs(t: TestApp, cookie: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, payload });
}

/** A valid sign-up body; override any field. */
export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Priya Raman',
    email: `priya${counter++}@example.com`,
    password: PASSWORD,
    dob: '2004-02-29',
    mobile: '9876543210',
    college: 'Madras Institute of Technology',
    department: 'Information Technology',
    yearOfPassing: 2026,
    state: 'Tamil Nadu',
    district: 'Chennai',
    ...overrides,
  };
}

/** A valid body for PUT /api/users/me (the profile form); override any field. */
export function profileBody(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Divya Natarajan',
    dob: '2003-11-20',
    mobile: '9000012345',
    // A student's college is fixed at sign-up (test/security/home-college.test.ts).
    college: 'Madras Institute of Technology',
    department: 'ECE',
    yearOfPassing: 2025,
    state: 'Kerala',
    district: 'Palakkad',
    ...overrides,
  };
}

/** Counts rows of a table, for "nothing written" checks. */
/** Makes the periodic task `name` (registered with `app.jobs.every`) due now, and runs what is due. */
export async function runPeriodicNow(t: TestApp, name: string): Promise<void> {
  await t.db
    .updateTable('jobs')
    .set({ run_at: new Date(0).toISOString() })
    .where('kind', '=', `every:${name}`)
    .execute();
  await t.app.jobs.drain();
}

export async function countRows(t: TestApp, table: string): Promise<number> {
  const row = await (t.db as any)
    .selectFrom(table)
    .select((eb: any) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
