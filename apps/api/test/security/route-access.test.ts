import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../src/plugins/auth';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';

// Walks every registered /api route: routes added later are covered without touching this file.

const fill = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

/** Roles that must be refused for each access level, with the status they get. */
const refused: Record<Access, { role: 'anonymous' | 'student' | 'organizer'; status: number }[]> = {
  public: [],
  user: [{ role: 'anonymous', status: 401 }],
  student: [
    { role: 'anonymous', status: 401 },
    { role: 'organizer', status: 403 },
  ],
  staff: [
    { role: 'anonymous', status: 401 },
    { role: 'student', status: 403 },
  ],
  desk: [
    { role: 'anonymous', status: 401 },
    { role: 'student', status: 403 },
  ],
  admin: [
    { role: 'anonymous', status: 401 },
    { role: 'student', status: 403 },
    { role: 'organizer', status: 403 },
  ],
};

describe.each(DIALECTS)('route access on %s', (dialect) => {
  let t: TestApp;
  const cookies: Record<string, string | undefined> = {};
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookies.student = (await t.createUser({ role: 'student' })).cookie;
    cookies.organizer = (await t.createUser({ role: 'organizer' })).cookie;
  });
  afterAll(async () => t?.close());

  it('has every /api route declare its access', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(5);
    for (const r of t.app.routeAccess)
      expect(['public', 'user', 'student', 'staff', 'desk', 'admin']).toContain(r.access);
  });

  it('refuses anonymous and wrong-role calls on every protected route', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of t.app.routeAccess) {
      for (const { role, status } of refused[route.access]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fill(route.url),
          headers: role === 'anonymous' ? {} : { cookie: cookies[role]! },
        });
        checked += 1;
        if (res.statusCode !== status)
          failures.push(
            `${route.method} ${route.url} as ${role}: ${res.statusCode}, expected ${status}`,
          );
        else expect(res.json().message).toBeTruthy();
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('lets the admin through every staff route guard', async () => {
    const admin = await t.adminCookie();
    for (const route of t.app.routeAccess.filter(
      (r) => r.access === 'staff' || r.access === 'admin',
    )) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        headers: { cookie: admin },
      });
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
    }
  });
});
