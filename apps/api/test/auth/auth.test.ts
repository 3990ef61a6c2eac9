import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { ADMIN, DIALECTS, PASSWORD, countRows, cookieOf, createTestApp, runPeriodicNow, signupBody, type TestApp } from '../helpers/app';

describe.each(DIALECTS)('auth on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const signup = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });

  describe('POST /api/auth/signup', () => {
    it('creates a student with the email stored lower-case', async () => {
      const body = signupBody({ email: 'Mixed.Case@Example.COM' });
      const res = await signup(body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: MSG.signupSuccess });
      const row = await t.db.selectFrom('users').selectAll().where('email', '=', 'mixed.case@example.com').executeTakeFirst();
      expect(row?.role).toBe('student');
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    });

    it.each([
      [{ email: 'not-an-email' }, MSG.invalidEmail],
      [{ email: 'two words@x.com' }, MSG.invalidEmail],
      [{ password: '12345' }, MSG.passwordTooShort],
      [{ mobile: '98765' }, MSG.invalidMobile],
      [{ mobile: '98765432100' }, MSG.invalidMobile],
      [{ mobile: '98765abcde' }, MSG.invalidMobile],
      [{ fullName: '' }, 'Full name is required.'],
      [{ district: '   ' }, 'District is required.'],
      [{ state: 'Atlantis' }, 'Please choose your state.'],
      [{ fullName: 'x'.repeat(2000) }, 'Full name must be at most 100 characters.'],
      // Ten years from the current one minus 5 (SPEC §5); a value that is no year says so.
      [{ yearOfPassing: new Date().getFullYear() - 6 }, MSG.yearOfPassingRange(new Date().getFullYear() - 5, new Date().getFullYear() + 4)],
      [{ yearOfPassing: new Date().getFullYear() + 5 }, MSG.yearOfPassingRange(new Date().getFullYear() - 5, new Date().getFullYear() + 4)],
      [{ yearOfPassing: 99999 }, MSG.yearOfPassingInvalid],
      [{ yearOfPassing: 'abc' }, MSG.yearOfPassingInvalid],
      [{ yearOfPassing: { toString: true } }, MSG.yearOfPassingInvalid],
      [{ yearOfPassing: '' }, 'Year of passing is required.'],
    ])('refuses %o with the spec message and writes nothing', async (override, message) => {
      const before = await countRows(t, 'users');
      const res = await signup(signupBody(override));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await countRows(t, 'users')).toBe(before);
    });

    it.each(['fullName', 'email', 'password', 'dob', 'mobile', 'college', 'department', 'yearOfPassing', 'state', 'district'])(
      'requires %s',
      async (field) => {
        const body: Record<string, unknown> = signupBody();
        delete body[field];
        const res = await signup(body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBeTruthy();
        if (field === 'yearOfPassing') expect(res.json().message).toBe('Year of passing is required.');
      },
    );

    it('refuses extra fields such as a role', async () => {
      const res = await signup(signupBody({ role: 'admin' }));
      expect(res.statusCode).toBe(400);
    });

    it('answers 409 with a clear message for a second sign-up with the same email', async () => {
      const body = signupBody({ email: 'twice@example.com' });
      expect((await signup(body)).statusCode).toBe(201);
      const res = await signup({ ...body, email: 'TWICE@example.com' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.emailTaken);
    });

    it('refuses malformed JSON with 400 and a body over 1 MB with 413', async () => {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload: '{"fullName": ',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('The request body is not valid JSON.');
      const huge = await signup(signupBody({ fullName: 'x'.repeat(1_100_000) }));
      expect(huge.statusCode).toBe(413);
    });
  });

  describe('POST /api/auth/login, GET /api/auth/me, POST /api/auth/logout', () => {
    it('logs in, sets an httpOnly SameSite=Lax cookie, and returns the student with fullName', async () => {
      const body = signupBody();
      await signup(body);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: PASSWORD } });
      expect(res.statusCode).toBe(200);
      const json = res.json();
      expect(json.user).toMatchObject({ email: body.email, role: 'student', name: 'Priya Raman', fullName: 'Priya Raman', college: body.college });
      expect(typeof json.user.id).toBe('number');
      expect(json.user).not.toHaveProperty('password_hash');
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);

      const cookie = cookieOf(res);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email).toBe(body.email);

      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      expect(out.statusCode).toBe(200);
      const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(after.statusCode).toBe(401);
    });

    it('gives one message for a wrong password and an unknown email', async () => {
      const body = signupBody();
      await signup(body);
      const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: 'nope-nope' } });
      const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@x.com', password: 'nope-nope' } });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: MSG.invalidCredentials });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('logs the admin in as a real server account without student fields', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe('admin');
      expect(res.json().user).not.toHaveProperty('fullName');
    });

    it('deletes expired sessions in the background and keeps the live ones signed in', async () => {
      const body = signupBody();
      await signup(body);
      const login = () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } });
      const old = cookieOf(await login());
      const user = await t.db.selectFrom('users').select('id').where('email', '=', String(body.email).toLowerCase()).executeTakeFirstOrThrow();
      const sessionsOfUser = () => t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
      await t.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.id).execute();
      const live = cookieOf(await login());
      expect(await sessionsOfUser()).toHaveLength(2);

      await runPeriodicNow(t, 'expired-sessions');

      expect(await sessionsOfUser()).toHaveLength(1);
      const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect((await me(live)).statusCode).toBe(200);
      expect((await me(old)).statusCode).toBe(401);
    });
  });

  describe('POST /api/organizers', () => {
    const organizer = (o: Record<string, unknown> = {}) => ({
      name: 'Arun Kumar',
      email: `org${Math.random().toString(36).slice(2)}@example.com`,
      password: 'orgpass1',
      department: 'CSE',
      mobile: '9123456780',
      role: 'organizer',
      ...o,
    });

    it('lets the admin add an organizer who can then log in and reach staff routes only', async () => {
      const body = organizer();
      const res = await t.app.inject({ method: 'POST', url: '/api/organizers', headers: { cookie: await t.adminCookie() }, payload: body });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(MSG.organizerAdded);
      const cookie = await t.login(body.email, body.password);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.json().user).toMatchObject({ role: 'organizer', name: 'Arun Kumar', department: 'CSE' });
      const list = await t.app.inject({ method: 'GET', url: '/api/organizers', headers: { cookie } });
      expect(list.statusCode).toBe(403);
      const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'organizer.create').execute();
      expect(audit.length).toBeGreaterThan(0);
    });

    it('defaults the department to IT and refuses a department outside the ten', async () => {
      const { department: _d, ...rest } = organizer();
      const ok = await t.app.inject({ method: 'POST', url: '/api/organizers', headers: { cookie: await t.adminCookie() }, payload: rest });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().organizer.department).toBe('IT');
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/organizers',
        headers: { cookie: await t.adminCookie() },
        payload: organizer({ department: 'MBA' }),
      });
      expect(bad.statusCode).toBe(400);
    });

    it("answers 409 'An account with this email already exists.' for a taken email and creates nothing", async () => {
      const student = await t.createUser({ email: `taken_${dialect}@example.com` });
      const admin = await t.adminCookie();
      const users = await countRows(t, 'users');
      const audits = await countRows(t, 'audit_log');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/organizers',
        headers: { cookie: admin },
        payload: organizer({ email: student.email.toUpperCase() }),
      });
      expect(res.statusCode).toBe(409);
      // The admin is adding someone else: sign-up's 'Please log in instead.' is not for them.
      expect(res.json().message).toBe('An account with this email already exists.');
      expect(res.json().message).toBe(MSG.organizerEmailTaken);
      expect(await countRows(t, 'users')).toBe(users);
      expect(await countRows(t, 'audit_log')).toBe(audits);
      const row = await t.db.selectFrom('users').select('role').where('email', '=', student.email).executeTakeFirstOrThrow();
      expect(row.role).toBe('student');
    });

    it('refuses an unknown role and a student caller', async () => {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/organizers',
        headers: { cookie: await t.adminCookie() },
        payload: organizer({ role: 'admin' }),
      });
      expect(bad.statusCode).toBe(400);
      const student = await t.createUser();
      const res = await t.app.inject({ method: 'POST', url: '/api/organizers', headers: { cookie: student.cookie }, payload: organizer() });
      expect(res.statusCode).toBe(403);
    });

    it('lets the admin remove an organizer, ending their access', async () => {
      const body = organizer();
      const created = await t.app.inject({ method: 'POST', url: '/api/organizers', headers: { cookie: await t.adminCookie() }, payload: body });
      const cookie = await t.login(body.email, body.password);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/organizers/${created.json().organizer.id}`,
        headers: { cookie: await t.adminCookie() },
      });
      expect(del.statusCode).toBe(200);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(401);
    });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { authRateLimitPerMinute: 3 });
  });
  afterAll(async () => t?.close());

  it('answers 429 with a message after too many logins for one email', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'victim@x.com', password: 'guess' + i } });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().message).toBe(MSG.tooManyRequests);
    }
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });
});
