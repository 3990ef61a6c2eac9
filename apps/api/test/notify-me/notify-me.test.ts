import { MSG, NOTIFY_ME_MSG } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTimer, sendOpening } from '../../src/modules/notify-me/service';
import { DIALECTS, createAdminTestApp, createTestApp, type TestApp } from '../helpers/app';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../helpers/smtp';

// 'Notify me' (SPEC-2 §G): double opt-in, the same 202 whatever the address's state, one mail per
// confirmed address when registration opens (never twice, even when two runs or two openings
// meet), one-click unsubscribe with the RFC 8058 headers, and the sign-up rate limit.

const linkToken = (text: string, page: 'confirm' | 'unsubscribe') => {
  const m = new RegExp(`/notify-me/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!m) throw new Error(`no ${page} link in: ${text}`);
  return m[1]!;
};

describe.each(DIALECTS)('notify me on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let n = 0;
  const address = (name: string) => `${name}.${++n}@example.com`;

  beforeAll(async () => {
    ({ t, admin } = await createAdminTestApp(dialect));
  });
  afterAll(async () => t?.close());

  const ask = (email: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/notify-me', payload: { email }, remoteAddress: ip });
  const mailsTo = (email: string) =>
    t.db.selectFrom('outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();
  const confirmMail = async (email: string) => {
    const mails = (await mailsTo(email)).filter((m) => m.subject === NOTIFY_ME_MSG.confirmSubject);
    return mails.at(-1)!;
  };
  const openingMails = async (email: string) =>
    (await mailsTo(email)).filter((m) => m.subject.startsWith(NOTIFY_ME_MSG.openedSubject));
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/notify-me/confirm', payload: { token } });
  async function subscribe(email: string) {
    expect((await ask(email)).statusCode).toBe(202);
    const res = await confirm(linkToken((await confirmMail(email)).text, 'confirm'));
    expect(res.statusCode).toBe(200);
  }
  const startSymposium = (symposiumName: string, startDate = '2025-02-14') =>
    t.app.inject({
      method: 'POST',
      url: '/api/symposium/start',
      headers: { cookie: admin },
      payload: { symposiumName, startDate },
    });
  const stopSymposium = (symposiumName: string) =>
    t.app.inject({ method: 'POST', url: '/api/symposium/stop', headers: { cookie: admin }, payload: { symposiumName } });
  async function runJobs() {
    await t.app.jobs.drain();
    await t.app.mail.flush();
  }

  it('answers 202 with the same body for a new, pending, confirmed and unsubscribed address', async () => {
    const email = address('same');
    const answers = [];
    answers.push(await ask(email)); // new
    answers.push(await ask(email)); // pending
    await confirm(linkToken((await confirmMail(email)).text, 'confirm'));
    answers.push(await ask(email)); // confirmed
    const row = await t.db.selectFrom('notify_me_subscribers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.status).toBe('confirmed');
    await t.db.updateTable('notify_me_subscribers').set({ status: 'unsubscribed' }).where('id', '=', row.id).execute();
    answers.push(await ask(email)); // unsubscribed
    for (const a of answers) {
      expect(a.statusCode).toBe(202);
      expect(a.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json()).toEqual({ message: NOTIFY_ME_MSG.requested });
  });

  it('mails a confirmation link and keeps only the hash of its token', async () => {
    const email = address('optin');
    await ask(email);
    const mail = await confirmMail(email);
    const token = linkToken(mail.text, 'confirm');
    const row = await t.db.selectFrom('notify_me_subscribers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.confirm_token_hash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);

    expect((await confirm('x'.repeat(32))).json()).toEqual({ message: NOTIFY_ME_MSG.invalidLink });
    expect((await t.db.selectFrom('notify_me_subscribers').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status).toBe('pending');

    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: NOTIFY_ME_MSG.confirmed });
    // Opening the link twice is no error.
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('mails each confirmed address once when a symposium starts, and nobody unconfirmed', async () => {
    const confirmed = address('confirmed');
    const pending = address('pending');
    await subscribe(confirmed);
    await ask(pending);
    expect((await startSymposium('Enigma')).statusCode).toBe(200);
    await runJobs();
    const mails = await openingMails(confirmed);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${NOTIFY_ME_MSG.openedSubject}: Enigma`);
    expect(mails[0]!.text).toContain('/events?symposium=Enigma');
    expect(mails[0]!.text).toMatch(/\/notify-me\/unsubscribe\?token=/);
    expect(JSON.parse(mails[0]!.headers!)).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http.*\/api\/notify-me\/unsubscribe\?token=[A-Za-z0-9_-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await openingMails(pending)).toHaveLength(0);

    // Stopped and started again, or the other symposium starting, or the countdown ending: no second mail.
    await stopSymposium('Enigma');
    await startSymposium('Enigma', '2025-02-15');
    await startSymposium('Carteblanche');
    await t.db.insertInto('timer').values({ id: 1, end_time: new Date(Date.now() - 1000).toISOString(), updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('id').doUpdateSet({ end_time: new Date(Date.now() - 1000).toISOString() })).execute();
    expect(await checkTimer(t.db)).toBe(true);
    expect(await checkTimer(t.db)).toBe(false);
    await runJobs();
    expect(await openingMails(confirmed)).toHaveLength(1);
    await stopSymposium('Enigma');
    await stopSymposium('Carteblanche');
    await t.db.deleteFrom('timer').execute();
  });

  it('mails each address once when two runs and two openings meet at the same moment', async () => {
    const emails = [address('race'), address('race'), address('race')];
    for (const e of emails) await subscribe(e);
    // Two admins start both symposia at once, twice over; then two job runners (two processes) race.
    await Promise.all([startSymposium('Enigma', '2025-03-01'), startSymposium('Enigma', '2025-03-01'), startSymposium('Carteblanche', '2025-03-01')]);
    const openings = await t.db.selectFrom('notify_me_openings').select('id').orderBy('id', 'desc').limit(2).execute();
    await Promise.all([
      sendOpening(t.db, 'http://site.test', { openingId: openings[0]!.id, symposium: 'Enigma' }),
      sendOpening(t.db, 'http://site.test', { openingId: openings[1]!.id, symposium: 'Carteblanche' }),
      sendOpening(t.db, 'http://site.test', { openingId: openings[0]!.id, symposium: 'Enigma' }),
    ]);
    await runJobs();
    for (const e of emails) expect(await openingMails(e)).toHaveLength(1);
    const outboxIds = await t.db.selectFrom('notify_me_mails').select('outbox_id').execute();
    expect(outboxIds.every((r) => r.outbox_id !== null)).toBe(true);
    await stopSymposium('Enigma');
    await stopSymposium('Carteblanche');
  });

  it('unsubscribes in one click, from the page and by the mail program\'s form POST', async () => {
    const byPage = address('unsub-page');
    const byHeader = address('unsub-header');
    await subscribe(byPage);
    await subscribe(byHeader);
    const pageToken = linkToken((await confirmMail(byPage)).text, 'unsubscribe');
    const page = await t.app.inject({ method: 'POST', url: `/api/notify-me/unsubscribe?token=${pageToken}`, payload: {} });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ message: NOTIFY_ME_MSG.unsubscribed });

    const header = JSON.parse((await confirmMail(byHeader)).headers!)['List-Unsubscribe'] as string;
    const url = new URL(header.slice(1, -1));
    const oneClick = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);

    const bad = await t.app.inject({ method: 'POST', url: `/api/notify-me/unsubscribe?token=${'y'.repeat(32)}`, payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: NOTIFY_ME_MSG.invalidLink });

    await startSymposium('Enigma', '2025-04-01');
    await runJobs();
    expect(await openingMails(byPage)).toHaveLength(0);
    expect(await openingMails(byHeader)).toHaveLength(0);
    await stopSymposium('Enigma');
  });

  it('refuses a malformed address with a message and stores nothing', async () => {
    const res = await ask('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.invalidEmail);
    expect(await t.db.selectFrom('notify_me_subscribers').selectAll().where('email', '=', 'not-an-address').execute()).toHaveLength(0);
  });
});

describe.each(DIALECTS)('notify me rate limit on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Per email the sign-up figure, per address the reset codes' (test/security/campus-limits.test.ts
    // has the shipped figures).
    t = await createTestApp(dialect, { authRateLimitPerMinute: 3, otpRateLimitPerIpPerMinute: 3 });
  });
  afterAll(async () => t?.close());

  const ask = (email: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/notify-me', payload: { email }, remoteAddress: ip });

  it('answers 429 past the limit per email and per IP', async () => {
    for (let i = 0; i < 3; i++) expect((await ask('flood@example.com', `10.1.0.${i}`)).statusCode).toBe(202);
    const perAddress = await ask('flood@example.com', '10.1.0.99');
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.json()).toEqual({ message: MSG.tooManyRequests });

    for (let i = 0; i < 3; i++) expect((await ask(`spread${i}@example.com`, '10.2.0.1')).statusCode).toBe(202);
    expect((await ask('spread9@example.com', '10.2.0.1')).statusCode).toBe(429);
    // Refused requests queued no mail.
    const mails = await t.db.selectFrom('outbox').select('to_address').where('to_address', '=', 'spread9@example.com').execute();
    expect(mails).toHaveLength(0);
  });
});

describe('notify me mail headers on the wire', () => {
  let t: TestApp;
  let smtp: SmtpInbox;
  let inbox: ReceivedMail[];

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    inbox = smtp.inbox;
    t = await createTestApp('sqlite', { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, publicUrl: 'https://csmit.example' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends List-Unsubscribe and List-Unsubscribe-Post with the confirmation mail', async () => {
    await t.app.inject({ method: 'POST', url: '/api/notify-me', payload: { email: 'wire@example.com' } });
    await t.app.mail.flush();
    const mail = inbox.find((m) => m.to.includes('wire@example.com'));
    expect(mail).toBeDefined();
    // Long headers are folded onto the next line; unfold them as a mail program reads them.
    const headers = mail!.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe: <https:\/\/csmit\.example\/api\/notify-me\/unsubscribe\?token=[A-Za-z0-9_-]+>\r?$/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });
});
