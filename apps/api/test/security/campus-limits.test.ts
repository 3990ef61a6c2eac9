import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, NOTIFY_ME_MSG } from '@app/shared';
import { loadConfig, type Config } from '../../src/config';
import { DIALECTS, PASSWORD, createTestApp, signupBody, type TestApp } from '../helpers/app';

// Enigma is an intra-college symposium: hundreds of students sign up and log in from the campus
// Wi-Fi, one public address, in the minute registration opens. With the limits as shipped they
// all get in, while one person guessing from the same address is still stopped.

const CAMPUS = '203.0.113.10';

/** The shipped defaults of every auth limit (the test helper otherwise lifts them all). */
function shippedLimits(): Partial<Config> {
  const d = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv);
  return {
    authRateLimitPerMinute: d.authRateLimitPerMinute,
    authRateLimitPerIpPerMinute: d.authRateLimitPerIpPerMinute,
    otpRateLimitPerIpPerMinute: d.otpRateLimitPerIpPerMinute,
    loginMaxConsecutiveFailures: d.loginMaxConsecutiveFailures,
    loginMaxDailyFailuresPerIp: d.loginMaxDailyFailuresPerIp,
  };
}

const codesOf = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);

describe.each(DIALECTS)('a campus behind one address, with the shipped limits, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, shippedLimits());
  });
  afterAll(async () => t?.close());

  const login = (email: string, password: string, ip = CAMPUS) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  it('200 students sign up and log in at once from one address, a fifth of them after a typo', async () => {
    const students = Array.from({ length: 200 }, () => signupBody());
    const signups = await Promise.all(
      students.map((body) => t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, remoteAddress: CAMPUS })),
    );
    expect(codesOf(signups)).toEqual(Array(200).fill(201));

    const typos = await Promise.all(students.filter((_, i) => i % 5 === 0).map((s) => login(s.email, 'secret12')));
    expect(codesOf(typos)).toEqual(Array(40).fill(401));
    const logins = await Promise.all(students.map((s) => login(s.email, PASSWORD)));
    expect(codesOf(logins)).toEqual(Array(200).fill(200));
  });

  it('stops one student guessing from the campus after 10 wrong passwords in a row; classmates still get in', async () => {
    const target = await t.createUser();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await login(target.email, `guess-${i}`)).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    const locked = await login(target.email, PASSWORD);
    expect([locked.statusCode, locked.json().message]).toEqual([429, MSG.loginLocked(3600)]);

    const classmate = await t.createUser();
    expect((await login(classmate.email, PASSWORD)).statusCode).toBe(200);
    // The owner, at home, is not locked out by guesses made on campus.
    expect((await login(target.email, PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('lets 50 students ask for reset codes at once, and a code guesser there checks 60 a minute', async () => {
    const students = await Promise.all(Array.from({ length: 50 }, () => t.createUser()));
    const sent = await Promise.all(
      students.map((s) => t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email: s.email }, remoteAddress: CAMPUS })),
    );
    expect(codesOf(sent)).toEqual(Array(50).fill(200));
    const mails = await t.db.selectFrom('outbox').select('to_address').where('subject', '=', 'Your password reset code').execute();
    expect(mails.map((m) => m.to_address).sort()).toEqual(students.map((s) => s.email).sort());

    const check = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-otp',
        payload: { email: students[i % 50]!.email, otp: '000000' },
        remoteAddress: CAMPUS,
      });
    const checks: number[] = [];
    for (let i = 0; i < 61; i++) checks.push((await check(i)).statusCode);
    expect(checks.slice(0, 60).every((c) => c === 400)).toBe(true);
    expect(checks[60]).toBe(429);
  });
});

describe.each(DIALECTS)("a class asking for 'notify me' from one address, with the shipped limits, on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, shippedLimits());
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: CAMPUS });

  it('lets 50 students ask and confirm at once; one address asking for strangers stops at 60 a minute', async () => {
    const emails = Array.from({ length: 50 }, (_, i) => `notify.student${i}@example.com`);
    expect(codesOf(await Promise.all(emails.map((email) => post('/api/notify-me', { email }))))).toEqual(Array(50).fill(202));
    const mails = await t.db.selectFrom('outbox').select('text').where('subject', '=', NOTIFY_ME_MSG.confirmSubject).execute();
    const tokens = mails.map((m) => /\/notify-me\/confirm\?token=([A-Za-z0-9_-]+)/.exec(m.text)![1]!);
    expect(tokens).toHaveLength(50);
    expect(codesOf(await Promise.all(tokens.map((token) => post('/api/notify-me/confirm', { token }))))).toEqual(Array(50).fill(200));

    // Ten more asks fill the address's minute; the next is refused.
    const more = await Promise.all(Array.from({ length: 10 }, (_, i) => post('/api/notify-me', { email: `more${i}@example.com` })));
    expect(codesOf(more)).toEqual(Array(10).fill(202));
    expect((await post('/api/notify-me', { email: 'one-too-many@example.com' })).statusCode).toBe(429);
  });
});

describe('the daily budget of wrong passwords for one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // As shipped, except the per-minute count, which would spread these logins over two minutes.
    t = await createTestApp('sqlite', { ...shippedLimits(), authRateLimitPerIpPerMinute: 100_000 });
  });
  afterAll(async () => t?.close());

  const login = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'not-it' }, remoteAddress: CAMPUS });

  it('is 2,000 a day, campus-sized, and spending it means an hour\'s wait, not a day\'s', async () => {
    // 1,999 typos across campus, 100 at a time: every one answers 'wrong password'.
    for (let batch = 0; batch < 20; batch++) {
      const size = batch < 19 ? 100 : 99;
      const answers = await Promise.all(Array.from({ length: size }, (_, i) => login(`student${batch * 100 + i}@example.com`)));
      expect(codesOf(answers)).toEqual(Array(size).fill(401));
    }
    expect((await login('last-typo@example.com')).statusCode).toBe(401);
    const refused = await login('next@example.com');
    expect([refused.statusCode, refused.json().message]).toEqual([429, MSG.loginNetworkLocked(3600)]);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
  }, 60_000);
});
