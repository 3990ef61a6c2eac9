import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase, type DbHandle } from '../../src/db/connection';
import type { FastifyInstance } from 'fastify';
import { DIALECTS, PASSWORD, createTestApp, profileBody, type TestApp } from '../helpers/app';

// Sessions are kept in memory for SESSION_CACHE_MS. The process that ends a session (logout,
// password change, account removed) forgets it at once; a second API process on the same
// database stops accepting it once its own copy is older than SESSION_CACHE_MS.

const TTL = 400;
const pastTtl = () => new Promise((resolve) => setTimeout(resolve, TTL + 100));

describe.each(DIALECTS)('session cache on %s', (dialect) => {
  let t: TestApp;
  let second: { app: FastifyInstance; handle: DbHandle };

  beforeAll(async () => {
    t = await createTestApp(dialect, { sessionCacheMs: TTL });
    // A second API process: its own connection (pool) to the same database, its own memory.
    const handle =
      dialect === 'sqlite'
        ? openDatabase({ kind: 'sqlite', file: t.handle.sqlite!.name })
        : openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, poolSize: 2 }, { searchPath: t.handle.schema });
    second = { app: await buildApp({ config: t.config, handle, logger: false, mailPollMs: 60_000 }), handle };
    await second.app.ready();
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.handle.db.destroy();
    await t?.close();
  });

  const me = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const status = async (app: FastifyInstance, cookie: string) => (await me(app, cookie)).statusCode;

  it('reads a session from the database once for many requests', async () => {
    const s = await t.createUser();
    await me(t.app, s.cookie);
    const before = t.handle.stats.queries;
    for (let i = 0; i < 10; i++) expect(await status(t.app, s.cookie)).toBe(200);
    expect(t.handle.stats.queries - before).toBe(0);
  });

  it('a logout in one process refuses the cookie there at once, and in the other within SESSION_CACHE_MS', async () => {
    const s = await t.createUser();
    expect([await status(t.app, s.cookie), await status(second.app, s.cookie)]).toEqual([200, 200]);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: s.cookie } });
    expect(out.statusCode).toBe(200);
    expect(await status(t.app, s.cookie)).toBe(401);
    await pastTtl();
    expect(await status(second.app, s.cookie)).toBe(401);
  });

  it('a logout in the second process is seen by the first within SESSION_CACHE_MS', async () => {
    const s = await t.createUser();
    expect([await status(t.app, s.cookie), await status(second.app, s.cookie)]).toEqual([200, 200]);
    expect((await second.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: s.cookie } })).statusCode).toBe(200);
    expect(await status(second.app, s.cookie)).toBe(401);
    await pastTtl();
    expect(await status(t.app, s.cookie)).toBe(401);
  });

  it('a password change signs out the other sessions, here at once and in the other process within SESSION_CACHE_MS', async () => {
    const s = await t.createUser();
    const laptop = await t.login(s.email);
    expect([await status(t.app, laptop), await status(second.app, laptop)]).toEqual([200, 200]);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: { cookie: s.cookie },
      payload: { currentPassword: PASSWORD, newPassword: 'newpass12', confirmPassword: 'newpass12' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await status(t.app, laptop)).toBe(401);
    expect(await status(t.app, s.cookie)).toBe(200); // the session that made the change stays
    await pastTtl();
    expect(await status(second.app, laptop)).toBe(401);
  });

  it('a removed organizer is signed out here at once and in the other process within SESSION_CACHE_MS', async () => {
    const organizer = await t.createUser({ role: 'organizer' });
    expect([await status(t.app, organizer.cookie), await status(second.app, organizer.cookie)]).toEqual([200, 200]);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/organizers/${organizer.id}`, headers: { cookie: await t.adminCookie() } });
    expect(removed.statusCode).toBe(200);
    expect(await status(t.app, organizer.cookie)).toBe(401);
    await pastTtl();
    expect(await status(second.app, organizer.cookie)).toBe(401);
  });

  it('a profile change shows at once in the process that made it', async () => {
    const s = await t.createUser({ fullName: 'Asha Iyer' });
    expect((await me(t.app, s.cookie)).json().user.fullName).toBe('Asha Iyer');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { cookie: s.cookie },
      payload: profileBody({ fullName: 'Asha R Iyer' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await me(t.app, s.cookie)).json().user.fullName).toBe('Asha R Iyer');
  });
});
