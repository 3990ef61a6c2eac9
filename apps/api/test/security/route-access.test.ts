import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { isListScope, type Access } from '../../src/plugins/auth';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { manualBody } from '../registrations/fixtures';
import { buildScopeWorld, digestAll, idFor, scopeFields, type ScopeWorld, type Side } from './scope-fixtures';

// Walks every registered /api route: routes added later are covered without touching this file.

const fill = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

/** Roles that must be refused for each access level, with the status they get. */
const refused: Record<
  Access,
  { role: 'anonymous' | 'student' | 'organizer' | 'volunteer'; status: number }[]
> = {
  public: [],
  user: [{ role: 'anonymous', status: 401 }],
  student: [
    { role: 'anonymous', status: 401 },
    { role: 'organizer', status: 403 },
    { role: 'volunteer', status: 403 },
  ],
  staff: [
    { role: 'anonymous', status: 401 },
    { role: 'student', status: 403 },
    { role: 'volunteer', status: 403 },
  ],
  desk: [
    { role: 'anonymous', status: 401 },
    { role: 'student', status: 403 },
  ],
  admin: [
    { role: 'anonymous', status: 401 },
    { role: 'student', status: 403 },
    { role: 'organizer', status: 403 },
    { role: 'volunteer', status: 403 },
  ],
};

describe.each(DIALECTS)('route access on %s', (dialect) => {
  let t: TestApp;
  const cookies: Record<string, string | undefined> = {};
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookies.student = (await t.createUser({ role: 'student' })).cookie;
    cookies.organizer = (await t.createUser({ role: 'organizer' })).cookie;
    cookies.volunteer = (await t.createUser({ role: 'volunteer' })).cookie;
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

/**
 * Valid bodies for the routes whose event is named in the body, one per side of the world, so
 * that the scope check (which runs after validation) is what answers. A body-scoped route without
 * one fails the guard case below.
 */
const bodies: Record<string, (side: Side, w: ScopeWorld) => Record<string, unknown>> = {
  'POST /api/cart': (side) => ({
    userEmail: side.student.email,
    eventId: side.event,
    symposiumName: 'Carteblanche',
  }),
  'POST /api/registrations/simple': (side) => ({ userEmail: side.student.email, eventId: side.event }),
  'POST /api/registrations': (side) => manualBody(side.student.id, side.event, 100),
  'POST /api/payments/verify-bulk': (side) => ({ paymentIds: [side.payment] }),
  'POST /api/check-in': (side) => ({ passCode: 'UNKNOWNPASSCODE0000', eventId: side.event }),
  'POST /api/registrations/on-spot': (side) => ({
    user: {
      email: 'walk.in@example.com',
      fullName: 'Walk In',
      mobile: '9876543210',
      college: 'Anna University',
      department: 'CSE',
      yearOfPassing: 2027,
    },
    eventIds: [side.event],
    paymentMethod: 'cash',
    amount: 100,
  }),
  'POST /api/verification': (side) => ({
    userId: side.student.id,
    eventId: side.event,
    paymentId: side.payment,
    verified: true,
  }),
};

describe.each(DIALECTS)('coordinator scope on %s', (dialect) => {
  let t: TestApp;
  let w: ScopeWorld;
  beforeAll(async () => {
    // The tests compare snapshots of every table around each call: nothing may run by itself
    // meanwhile (the mail sender marking mails sent, a due job), so both wait an hour, and what the
    // world's set-up queued (screenshot checks) runs now.
    t = await createTestApp(dialect, {}, { mailPollMs: 3_600_000, jobsPollMs: 3_600_000 });
    w = await buildScopeWorld(t);
    await t.app.jobs.drain();
  });
  afterAll(async () => t?.close());

  // Admin-only routes may declare a scope too, but the admin is never held to one.
  const scoped = () =>
    t.app.routeAccess.filter((r) => r.access !== 'admin' && scopeFields(r.eventScope).length > 0);

  /** The request a route gets for one side: its scope fields set to that side's ids. */
  function requestFor(route: (typeof t.app.routeAccess)[number], side: Side) {
    const fields = scopeFields(route.eventScope);
    let url = route.url;
    for (const f of fields.filter((f) => f.from === 'params'))
      url = url.replace(`:${f.key}`, String(idFor(side, f.kind)));
    url = fill(url);
    const query = fields.filter((f) => f.from === 'query');
    if (query.length)
      url += `?${query.map((f) => `${f.key}=${idFor(side, f.kind)}`).join('&')}`;
    const key = `${route.method} ${route.url}`;
    const payload = fields.some((f) => f.from === 'body') ? bodies[key]?.(side, w) : undefined;
    return { method: route.method as 'GET', url, ...(payload ? { payload } : {}) };
  }

  it('has every staff and desk route declare whether and how it is scoped to events', () => {
    const undeclared = t.app.routeAccess
      .filter((r) => (r.access === 'staff' || r.access === 'desk') && r.eventScope === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    expect(scoped().length).toBeGreaterThanOrEqual(8);
  });

  it("scopes the routes students use on their own things where staff may act on anyone's", () => {
    // Staff remove a team's member, hand its leadership on, cancel a registration or remove a cart
    // line for a student; a coordinator only for their own events (the walks below then check it).
    const studentRoutesStaffUse = [
      'DELETE /api/teams/:id/members/:userId',
      'POST /api/teams/:id/leader',
      'DELETE /api/registrations/:id',
      'DELETE /api/cart/:cartId',
    ];
    const unscoped = studentRoutesStaffUse.filter(
      (key) =>
        scopeFields(t.app.routeAccess.find((r) => `${r.method} ${r.url}` === key)?.eventScope)
          .length === 0,
    );
    expect(unscoped).toEqual([]);
  });

  it('has a valid body for every route whose event is named in the body', () => {
    const missing = scoped()
      .filter((r) => scopeFields(r.eventScope).some((f) => f.from === 'body'))
      .map((r) => `${r.method} ${r.url}`)
      .filter((k) => !bodies[k]);
    expect(missing).toEqual([]);
  });

  it("refuses the assigned organizer and volunteer on another coordinator's event, on every scoped route, writing nothing", async () => {
    const failures: string[] = [];
    for (const route of scoped()) {
      const callers = [
        { who: 'organizer', cookie: w.organizer.cookie },
        ...(route.access === 'desk' ? [{ who: 'volunteer', cookie: w.volunteer.cookie }] : []),
      ];
      for (const { who, cookie } of callers) {
        const before = await digestAll(t);
        const res = await t.app.inject({ ...requestFor(route, w.other), headers: { cookie } });
        if (res.statusCode !== 403 || res.json().message !== MSG.notCoordinator)
          failures.push(`${route.method} ${route.url} as ${who}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        expect(await digestAll(t), `${route.method} ${route.url} as ${who} wrote`).toEqual(before);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets them through on their own event, and the unassigned organizer and the admin on any', async () => {
    const failures: string[] = [];
    const admin = await t.adminCookie();
    // Deletions last: cancelling the own student's registration first would leave them nobody's.
    const ordered = [...scoped()].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const route of ordered) {
      const tries = [
        { who: 'unassigned organizer on the other event', cookie: w.unassigned.cookie, side: w.other },
        { who: 'admin on the other event', cookie: admin, side: w.other },
        { who: 'assigned organizer on their own event', cookie: w.organizer.cookie, side: w.own },
        ...(route.access === 'desk'
          ? [{ who: 'volunteer on their own event', cookie: w.volunteer.cookie, side: w.own }]
          : []),
      ];
      for (const { who, cookie, side } of tries) {
        const res = await t.app.inject({ ...requestFor(route, side), headers: { cookie } });
        if (res.statusCode === 401 || res.statusCode === 403)
          failures.push(`${route.method} ${route.url} as ${who}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses the volunteer every staff and admin route, and lets them through every desk route's guard", async () => {
    for (const route of t.app.routeAccess) {
      if (route.access === 'public' || route.access === 'user') continue;
      const res = await t.app.inject({
        ...(scopeFields(route.eventScope).length ? requestFor(route, w.own) : { method: route.method as 'GET', url: fill(route.url) }),
        headers: { cookie: w.volunteer.cookie },
      });
      if (route.access === 'desk') expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
      else expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it("shows the assigned organizer nothing of the other event in any list a staff GET returns", async () => {
    const lists = t.app.routeAccess.filter(
      (r) => r.method === 'GET' && (r.access === 'staff' || r.access === 'desk') && isListScope(r.eventScope),
    );
    expect(lists.map((r) => r.url)).toContain('/api/registrations/all');
    const queries: Record<string, string> = {
      '/api/admin/stats': '?symposium=Carteblanche',
      // a student of both events, found by email: the lookup itself is about no event
      '/api/on-spot/students': '?q=cart.student@example.com',
    };
    for (const route of lists) {
      const url = fill(route.url) + (queries[route.url] ?? '');
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: w.organizer.cookie } });
      expect(res.statusCode, route.url).toBe(200);
      for (const marker of w.otherMarkers) expect(res.body, `${route.url} shows ${marker}`).not.toContain(marker);
    }
  });
});
