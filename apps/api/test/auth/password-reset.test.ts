import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';

describe.each(DIALECTS)('forgot password on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  /** Verifies the code and returns the reset cookie this client was given. */
  async function verify(email: string, otp: string): Promise<string> {
    const res = await post('/api/auth/verify-otp', { email, otp });
    expect(res.statusCode).toBe(200);
    const raw = res.headers['set-cookie'];
    const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
    const cookie = list.find((c) => c.startsWith('reset_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    return cookie!.split(';')[0]!;
  }

  async function otpFor(email: string): Promise<string> {
    await post('/api/auth/send-otp', { email });
    const row = await t.db
      .selectFrom('outbox')
      .select('text')
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /\b(\d{6})\b/.exec(row.text)![1]!;
  }

  it('stores only a hash of the code, which expires in 10 minutes', async () => {
    const user = await t.createUser();
    const otp = await otpFor(user.email);
    const reset = await t.db.selectFrom('password_resets').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(reset.otp_hash).not.toContain(otp);
    const minutes = (Date.parse(reset.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('refuses a malformed code with the spec message', async () => {
    const res = await post('/api/auth/verify-otp', { email: 'x@y.com', otp: '12ab56' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.invalidOtp);
  });

  it('resets only after a verified code, ends other sessions, and the new password works', async () => {
    const user = await t.createUser();
    const early = await post('/api/auth/reset-password', { email: user.email, newPassword: 'newpass1', confirmPassword: 'newpass1' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(MSG.resetNotVerified);

    const otp = await otpFor(user.email);
    const token = await verify(user.email, otp);
    const mismatch = await post('/api/auth/reset-password', { email: user.email, newPassword: 'newpass1', confirmPassword: 'newpass2' }, token);
    expect(mismatch.json().message).toBe(MSG.passwordsMismatch);
    const empty = await post('/api/auth/reset-password', { email: user.email, newPassword: '', confirmPassword: '' }, token);
    expect(empty.json().message).toBe(MSG.bothPasswords);
    const short = await post('/api/auth/reset-password', { email: user.email, newPassword: 'abc', confirmPassword: 'abc' }, token);
    expect(short.json().message).toBe(MSG.passwordTooShort);

    const ok = await post('/api/auth/reset-password', { email: user.email, newPassword: 'newpass1', confirmPassword: 'newpass1' }, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(MSG.resetSuccess);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
    expect(await t.login(user.email, 'newpass1')).toMatch(/^sid=/);

    const again = await post('/api/auth/reset-password', { email: user.email, newPassword: 'other-pass', confirmPassword: 'other-pass' }, token);
    expect(again.statusCode).toBe(400);
  });

  it('the reset belongs to the client that verified the code: another client cannot take the account over', async () => {
    const user = await t.createUser();
    const otp = await otpFor(user.email);
    const ownerToken = await verify(user.email, otp);

    // The attacker knows the email and polls reset-password without the owner's cookie.
    const body = { email: user.email, newPassword: 'attacker1', confirmPassword: 'attacker1' };
    const bare = await post('/api/auth/reset-password', body);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(MSG.resetNotVerified);
    const forged = await post('/api/auth/reset-password', body, 'reset_token=' + 'A'.repeat(43));
    expect(forged.statusCode).toBe(400);
    expect(await t.login(user.email)).toMatch(/^sid=/);
    await expect(t.login(user.email, 'attacker1')).rejects.toThrow();

    // The verifying client completes the reset, once.
    const mine = { email: user.email, newPassword: 'owner-new1', confirmPassword: 'owner-new1' };
    expect((await post('/api/auth/reset-password', mine, ownerToken)).statusCode).toBe(200);
    expect(await t.login(user.email, 'owner-new1')).toMatch(/^sid=/);
    const replay = await post('/api/auth/reset-password', { ...mine, newPassword: 'replay-12', confirmPassword: 'replay-12' }, ownerToken);
    expect(replay.statusCode).toBe(400);
    await expect(t.login(user.email, 'replay-12')).rejects.toThrow();
  });

  it('locks the code after 5 wrong tries, even for the right code', async () => {
    const user = await t.createUser();
    const otp = await otpFor(user.email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/verify-otp', { email: user.email, otp: wrong });
      expect(res.statusCode).toBe(400);
    }
    const right = await post('/api/auth/verify-otp', { email: user.email, otp });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(MSG.otpExpired);
  });

  it('keeps the code after a wrong try, and asks for a new code only once it is used up', async () => {
    const user = await t.createUser();
    const otp = await otpFor(user.email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      messages.push((await post('/api/auth/verify-otp', { email: user.email, otp: wrong })).json().message);
    }
    const notRight = 'That code is not right. Check the code in the latest mail and try again.';
    expect(messages).toEqual([
      notRight,
      notRight,
      notRight,
      notRight,
      'This code has expired or was entered wrongly too many times. Please request a new one.',
    ]);

    // A wrong try leaves the code valid: the right one still works after it.
    const other = await t.createUser();
    const code = await otpFor(other.email);
    const miss = await post('/api/auth/verify-otp', { email: other.email, otp: code === '000000' ? '111111' : '000000' });
    expect(miss.json().message).toBe(MSG.otpWrong);
    await verify(other.email, code);
  });

  it('answers an email with no account as it answers a wrong code, naming no account', async () => {
    const user = await t.createUser();
    const otp = await otpFor(user.email);
    const known = await post('/api/auth/verify-otp', { email: user.email, otp: otp === '000000' ? '111111' : '000000' });
    expect((await post('/api/auth/send-otp', { email: 'nobody-here@example.com' })).statusCode).toBe(200);
    const unknown = await post('/api/auth/verify-otp', { email: 'nobody-here@example.com', otp: '123456' });
    expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
  });

  it('counts wrong codes sent at once, each of them: the right code is refused after five', async () => {
    const user = await t.createUser();
    const otp = await otpFor(user.email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('/api/auth/verify-otp', { email: user.email, otp: wrong })));
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    const right = await post('/api/auth/verify-otp', { email: user.email, otp });
    expect([right.statusCode, right.json().message]).toEqual([400, MSG.otpExpired]);
  });

  it('refuses an expired code', async () => {
    const user = await t.createUser();
    const otp = await otpFor(user.email);
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const res = await post('/api/auth/verify-otp', { email: user.email, otp });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.otpExpired);
  });
});
