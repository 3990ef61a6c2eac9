import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { DIALECTS, PASSWORD, createTestApp, signupBody, type TestApp } from '../helpers/app';
import { cartForm, insertEvent, manualBody, openSymposia, payCart } from '../registrations/fixtures';

// Look-alike emails, verifying one's own payment, cached personal answers, impossible birth
// dates, screenshot ids that tell, and a session cookie a sibling site could shadow.

const isoYearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe.each(DIALECTS)('look-alikes and leftovers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
  });
  afterAll(async () => t?.close());

  const signup = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });

  it('refuses emails with format characters or non-ASCII look-alike letters', async () => {
    for (const email of ['\u0430dmin@test.local' /* Cyrillic а */, 'admin\u200b@test.local', 'adm\u00adin@test.local', 'ädmin@test.local', 'admin@tеst.local']) {
      const res = await signup(signupBody({ email }));
      expect([res.statusCode, res.json().message], email).toEqual([400, MSG.invalidEmail]);
      const otp = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email } });
      expect([otp.statusCode, otp.json().message], email).toEqual([400, MSG.invalidEmail]);
    }
    expect((await signup(signupBody())).statusCode).toBe(201);
  });

  it('wants a real date of birth between 100 and 10 years ago', async () => {
    for (const dob of ['2004-02-30', '2003-02-29', '2004-13-01', isoYearsAgo(10, 1), isoYearsAgo(100, -1), '1800-01-01', '2999-01-01']) {
      const res = await signup(signupBody({ dob }));
      expect([res.statusCode, res.json().message], dob).toEqual([400, MSG.dobRange]);
    }
    expect((await signup(signupBody({ dob: isoYearsAgo(10, -1) }))).statusCode).toBe(201);
    expect((await signup(signupBody({ dob: '2004-02-29' }))).statusCode).toBe(201);
  });

  it('a staff member cannot verify a payment they submitted; the attempt is audited; another can', async () => {
    const organizer = await t.createUser({ role: 'organizer' });
    const student = await t.createUser();
    const e = await insertEvent(t, { fees: 150 });
    const verify = (cookie: string, userId: number, eventId: number) =>
      t.app.inject({ method: 'POST', url: '/api/verification', headers: { cookie }, payload: { userId, eventId, verified: true } });

    // Their own payment.
    expect((await t.app.inject({ method: 'POST', url: '/api/registrations', headers: { cookie: organizer.cookie }, payload: manualBody(organizer.id, e.id, 150) })).statusCode).toBe(201);
    const own = await verify(organizer.cookie, organizer.id, e.id);
    expect([own.statusCode, own.json().message]).toEqual([403, MSG.ownPaymentVerification]);
    // A payment they submitted for a student.
    expect((await t.app.inject({ method: 'POST', url: '/api/registrations', headers: { cookie: organizer.cookie }, payload: manualBody(student.id, e.id, 150) })).statusCode).toBe(201);
    const forStudent = await verify(organizer.cookie, student.id, e.id);
    expect([forStudent.statusCode, forStudent.json().message]).toEqual([403, MSG.ownPaymentVerification]);

    const pending = await t.db.selectFrom('payments').select('verified').where('user_id', 'in', [organizer.id, student.id]).execute();
    expect(pending.map((p) => p.verified)).toEqual([null, null]);
    const attempts = await t.db.selectFrom('audit_log').select('actor_id').where('action', '=', 'payment.self-verify-refused').where('actor_id', '=', organizer.id).execute();
    expect(attempts).toHaveLength(2);

    const admin = await t.adminCookie();
    expect((await verify(admin, organizer.id, e.id)).statusCode).toBe(200);
    expect((await verify(admin, student.id, e.id)).statusCode).toBe(200);
  });

  it('marks every personal or staff JSON answer Cache-Control: no-store', async () => {
    const s = await t.createUser();
    const admin = await t.adminCookie();
    for (const [url, cookie] of [
      ['/api/auth/me', s.cookie],
      ['/api/users/me', s.cookie],
      [`/api/cart/${s.id}`, s.cookie],
      [`/api/payments/user/${s.id}`, s.cookie],
      ['/api/events', s.cookie],
      ['/api/registrations/all', admin],
      ['/api/organizers', admin],
      ['/api/users/me', undefined],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it("answers another student's screenshot exactly like a missing one", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const e = await insertEvent(t, { fees: 200 });
    await t.app.inject({ method: 'POST', url: '/api/cart', headers: { cookie: owner.cookie }, payload: { userEmail: owner.email, eventId: e.id, symposiumName: 'Carteblanche' } });
    const form = cartForm({ eventIds: JSON.stringify([e.id]), transactionId: `SHOT${Date.now()}`, mobileNumber: '9876501234', transactionAmount: '200' });
    const paid = await payCart(t, owner.cookie, form);
    const { paymentId } = paid.json();
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/${paymentId}/screenshot`, headers: { cookie: owner.cookie } })).statusCode).toBe(200);
    const theirs = await t.app.inject({ method: 'GET', url: `/api/payments/${paymentId}/screenshot`, headers: { cookie: other.cookie } });
    const missing = await t.app.inject({ method: 'GET', url: `/api/payments/999999/screenshot`, headers: { cookie: other.cookie } });
    expect([theirs.statusCode, theirs.body]).toEqual([404, missing.body]);
    expect(missing.statusCode).toBe(404);
  });
});

describe('session cookie behind HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { publicUrl: 'https://symposium.example.org', trustProxy: 1 });
  });
  afterAll(async () => t?.close());

  it('is __Host- prefixed: Secure, path /, no Domain; the bare name does not sign in', async () => {
    const user = await t.createUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://symposium.example.org', 'x-forwarded-proto': 'https' },
      payload: { email: user.email, password: PASSWORD },
    });
    const raw = [res.headers['set-cookie']].flat().find((c) => String(c).includes('sid='))!;
    expect(raw).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/);
    expect(raw).toMatch(/; Secure/);
    expect(raw).toMatch(/; Path=\//);
    expect(raw).not.toMatch(/Domain=/i);
    const token = raw.split(';')[0]!.split('=')[1]!;
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `__Host-sid=${token}` } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `sid=${token}` } })).statusCode).toBe(401);
  });
});
