import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_COLLEGE, MSG } from '@app/shared';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { insertEvent, openSymposia } from '../registrations/fixtures';

// Home-college status opens MIT-only events, so it cannot be typed in: the name must be the home
// college's, a student's college is fixed at sign-up, and staff corrections are audited.

const profile = (college: string) => ({
  fullName: 'Arun K',
  dob: '2004-01-10',
  mobile: '9000012345',
  college,
  department: 'IT',
  yearOfPassing: 2026,
  state: 'Tamil Nadu',
  district: 'Chennai',
});

describe.each(DIALECTS)('home college on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
  });
  afterAll(async () => t?.close());

  const register = (s: { cookie: string; email: string }, eventId: number) =>
    t.app.inject({ method: 'POST', url: '/api/registrations/simple', headers: { cookie: s.cookie }, payload: { userEmail: s.email, eventId } });
  const visibleIds = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/events', headers: { cookie } })).json().map((e: { id: number }) => e.id);

  it("a college that merely contains 'MIT' is not the home college", async () => {
    const mitOnly = await insertEvent(t, { fees: 0, openToNonMit: false });
    for (const college of ['Manipal Institute of Technology (MIT)', 'MIT Campus, Anna University', 'Madras Institute of Technology, Pune']) {
      const s = await t.createUser({ college });
      const res = await register(s, mitOnly.id);
      expect([res.statusCode, res.json().message], college).toEqual([403, MSG.openToMitOnly]);
      expect(await visibleIds(s.cookie), college).not.toContain(mitOnly.id);
    }
    const home = await t.createUser({ college: ` ${HOME_COLLEGE.toUpperCase()} ` });
    expect((await register(home, mitOnly.id)).statusCode).toBe(201);
  });

  it('a student cannot change their college after sign-up; staff can, audited', async () => {
    const mitOnly = await insertEvent(t, { fees: 0, openToNonMit: false });
    const s = await t.createUser({ college: 'Anna University' });
    const typed = await t.app.inject({ method: 'PUT', url: '/api/users/me', headers: { cookie: s.cookie }, payload: profile(HOME_COLLEGE) });
    expect([typed.statusCode, typed.json().message]).toEqual([403, MSG.collegeLocked]);
    const row = await t.db.selectFrom('users').select('college').where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(row.college).toBe('Anna University');
    expect((await register(s, mitOnly.id)).statusCode).toBe(403);
    // The rest of the profile may still be edited.
    expect((await t.app.inject({ method: 'PUT', url: '/api/users/me', headers: { cookie: s.cookie }, payload: profile('anna  university') })).statusCode).toBe(200);

    const self = await t.app.inject({ method: 'PUT', url: `/api/users/${s.id}/college`, headers: { cookie: s.cookie }, payload: { college: HOME_COLLEGE } });
    expect(self.statusCode).toBe(403);
    const staff = await t.app.inject({ method: 'PUT', url: `/api/users/${s.id}/college`, headers: { cookie: await t.adminCookie() }, payload: { college: HOME_COLLEGE } });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().user.college).toBe(HOME_COLLEGE);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.college-change').where('target_id', '=', String(s.id)).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!)).toEqual({ college: 'Anna University' });
    expect(JSON.parse(audit.after_json!)).toEqual({ college: HOME_COLLEGE });
    expect((await register(s, mitOnly.id)).statusCode).toBe(201);
  });

  it('with HOME_COLLEGE_EMAIL_DOMAINS, home-college status also needs an address at those domains', async () => {
    const strict = await createTestApp(dialect, { homeCollegeEmailDomains: ['mitindia.edu'] });
    try {
      await openSymposia(strict);
      const mitOnly = await insertEvent(strict, { fees: 0, openToNonMit: false });
      const reg = (s: { cookie: string; email: string }) =>
        strict.app.inject({ method: 'POST', url: '/api/registrations/simple', headers: { cookie: s.cookie }, payload: { userEmail: s.email, eventId: mitOnly.id } });
      const gmail = await strict.createUser({ college: HOME_COLLEGE, email: `arun${Date.now()}@gmail.com` });
      expect((await reg(gmail)).statusCode).toBe(403);
      const campus = await strict.createUser({ college: HOME_COLLEGE, email: `arun${Date.now()}@mitindia.edu` });
      expect((await reg(campus)).statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });
});
