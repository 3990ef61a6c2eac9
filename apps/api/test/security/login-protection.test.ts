import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { ADMIN, DIALECTS, PASSWORD, createTestApp, type TestApp } from '../helpers/app';

// Guessing must slow the guesser, never lock the owner out; a reset mail flood must not reach
// the inbox or cancel the code just sent.

describe('login protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { authRateLimitPerMinute: 20, loginMaxConsecutiveFailures: 5, loginMaxDailyFailuresPerIp: 12 });
  });
  afterAll(async () => t?.close());

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  it('twenty wrong passwords from twenty addresses do not lock the admin out', async () => {
    for (let i = 1; i <= 25; i++) expect((await login(ADMIN.email, `guess-${i}`, `10.20.0.${i}`)).statusCode).toBe(401);
    const owner = await login(ADMIN.email, ADMIN.password, '10.30.0.1');
    expect(owner.statusCode).toBe(200);
  });

  it('slows one address guessing one email, while the owner elsewhere gets in', async () => {
    const user = await t.createUser();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await login(user.email, `wrong-${i}`, '10.40.0.1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Even the right password is refused from the guessing address for an hour (not for the
    // week the failures are counted over), and the answer says how long…
    const blocked = await login(user.email, PASSWORD, '10.40.0.1');
    expect([blocked.statusCode, blocked.json().message]).toEqual([429, MSG.loginLocked(3600)]);
    expect(MSG.loginLocked(3600)).toBe(
      'Too many wrong passwords for this account. Please try again in 60 minutes, or reset your password.',
    );
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3590);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // …but not from the owner's own.
    expect((await login(user.email, PASSWORD, '10.40.0.2')).statusCode).toBe(200);
  });

  it('lifts the lock of an account on one network when its password is reset from there', async () => {
    const user = await t.createUser();
    const ip = '10.45.0.1';
    const post = (url: string, payload: object, cookie?: string) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: cookie ? { cookie } : {} });
    for (let i = 0; i < 5; i++) expect((await login(user.email, `wrong-${i}`, ip)).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD, ip)).statusCode).toBe(429);

    await post('/api/auth/send-otp', { email: user.email });
    const mail = await t.db.selectFrom('outbox').select('text').where('to_address', '=', user.email).executeTakeFirstOrThrow();
    const verified = await post('/api/auth/verify-otp', { email: user.email, otp: /\b(\d{6})\b/.exec(mail.text)![1] });
    const token = String(verified.headers['set-cookie']).split(';')[0]!;
    const reset = await post('/api/auth/reset-password', { email: user.email, newPassword: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' }, token);
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email.toUpperCase(), 'fresh-pass-1', ip)).statusCode).toBe(200);
  });

  it('a success forgets the failures in a row', async () => {
    const user = await t.createUser();
    // 8 failures in all, more than 5 in a row had the success not forgotten them.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await login(user.email, `typo-${i}`, '10.50.0.1')).statusCode).toBe(401);
      expect((await login(user.email, PASSWORD, '10.50.0.1')).statusCode).toBe(200);
    }
  });

  it('gives one address a daily budget of wrong passwords across all emails, then an hour\'s wait', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 14; i++) codes.push((await login(`spray${i}@example.com`, 'Winter2026!', '10.60.0.1')).statusCode);
    expect(codes).toEqual([...Array(12).fill(401), 429, 429]);
    const refused = await login('someone-else@example.com', 'anything', '10.60.0.1');
    // An hour, not a day: a campus shares one address, and its typos count here too.
    expect(refused.json().message).toBe(MSG.loginNetworkLocked(3600));
    expect(MSG.loginNetworkLocked(3600)).toBe('Too many wrong passwords from your network. Please try again in 60 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });
});

describe.each(DIALECTS)('send-otp on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('sends at most one mail a minute per email, answers alike, and keeps the code already sent', async () => {
    const user = await t.createUser();
    const send = () => t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email: user.email } });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await send()).json());
    expect(answers).toEqual(Array(5).fill({ message: MSG.otpSent }));
    const mails = await t.db.selectFrom('outbox').select('text').where('to_address', '=', user.email).execute();
    expect(mails).toHaveLength(1);
    const otp = /\b(\d{6})\b/.exec(mails[0]!.text)![1]!;
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email: user.email, otp } });
    expect(verified.statusCode).toBe(200);

    // A minute later a new code may be sent.
    await t.db
      .updateTable('password_resets')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() } as never)
      .where('user_id', '=', user.id)
      .execute();
    await send();
    expect(await t.db.selectFrom('outbox').select('id').where('to_address', '=', user.email).execute()).toHaveLength(2);
  });
});
