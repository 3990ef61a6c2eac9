import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { countRows, createTestApp, type TestApp } from '../helpers/app';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../helpers/smtp';

// A real SMTP server on 127.0.0.1 receives what the outbox worker sends.

describe('mail through the outbox to a real SMTP server', () => {
  let t: TestApp;
  let smtp: SmtpInbox;
  let failNext = 0;
  let inbox: ReceivedMail[];

  beforeAll(async () => {
    smtp = await startSmtpInbox(() => {
      if (failNext === 0) return false;
      failNext -= 1;
      return true;
    });
    inbox = smtp.inbox;
    t = await createTestApp('sqlite', { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'CSMIT <no-reply@csmit.test>' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the OTP mail to the user, one recipient, with the 6-digit code', async () => {
    const user = await t.createUser({ email: 'otp.reader@example.com' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email: user.email } });
    expect(res.statusCode).toBe(200);
    await t.app.mail.flush();
    const mail = inbox.find((m) => m.to.includes(user.email));
    expect(mail).toBeDefined();
    expect(mail!.to).toEqual([user.email]);
    expect(mail!.raw).toMatch(/Subject: Your password reset code/);
    expect(mail!.raw).toMatch(/\b\d{6}\b/);
    const row = await t.db.selectFrom('outbox').selectAll().where('to_address', '=', user.email).executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
  });

  it('keeps a mail in the outbox and retries it when the server refuses it', async () => {
    const user = await t.createUser({ email: 'retry.me@example.com' });
    failNext = 1;
    await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email: user.email } });
    await t.app.mail.flush();
    const row = await t.db.selectFrom('outbox').selectAll().where('to_address', '=', user.email).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/temporarily unavailable/);
    expect(row.next_attempt_at > new Date().toISOString()).toBe(true);

    // Once due again, the worker delivers it.
    await t.db.updateTable('outbox').set({ next_attempt_at: new Date(0).toISOString() }).where('id', '=', row.id).execute();
    await t.app.mail.flush();
    const after = await t.db.selectFrom('outbox').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('sent');
    expect(inbox.some((m) => m.to.includes(user.email))).toBe(true);
  });

  it('answers send-otp alike for an unknown email and queues nothing', async () => {
    const before = await countRows(t, 'outbox');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email: 'nobody.here@example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.otpSent });
    expect(await countRows(t, 'outbox')).toBe(before);
  });
});

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('keeps the mail in the outbox, marked as written to the log', async () => {
    const user = await t.createUser();
    await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email: user.email } });
    await t.app.mail.flush();
    const row = await t.db.selectFrom('outbox').selectAll().where('to_address', '=', user.email).executeTakeFirstOrThrow();
    expect(row.status).toBe('logged');
    expect(row.text).toMatch(/\b\d{6}\b/);
  });
});
