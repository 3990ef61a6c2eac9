import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { cartForm, insertEvent, manualBody, newTxn, openSymposia, outboxTo, payCart } from './fixtures';

describe.each(DIALECTS)('payment verification on %s', (dialect) => {
  let t: TestApp;
  let organizer: { id: number; email: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
    organizer = await t.createUser({ role: 'organizer', email: `org_${dialect}@csmit.test` });
  });
  afterAll(async () => t?.close());

  const pay = async (s: { id: number; cookie: string }, eventId: number, amount: number, extra: Record<string, unknown> = {}) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations', headers: { cookie: s.cookie }, payload: manualBody(s.id, eventId, amount, extra) });
    expect(res.statusCode).toBe(201);
    return res.json().paymentId as number;
  };
  /** A student's pending payment for a new event of fee 150. */
  const pendingPayment = async () => {
    const s = await t.createUser();
    const e = await insertEvent(t, { fees: 150 });
    return { s, e, paymentId: await pay(s, e.id, 150) };
  };
  const decide = (cookie: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/verification', headers: { cookie }, payload: body });
  const list = (cookie: string, query = '') => t.app.inject({ method: 'GET', url: `/api/registrations/all${query}`, headers: { cookie } });
  const statusOfRegistration = async (userId: number, eventId: number) =>
    (await t.db.selectFrom('registrations').select('status').where('user_id', '=', userId).where('event_id', '=', eventId).executeTakeFirstOrThrow()).status;

  describe('POST /api/verification', () => {
    it('verifies a payment: its registration counts, the student is mailed, the decision is audited', async () => {
      const s = await t.createUser({ fullName: 'Arjun K' });
      const e = await insertEvent(t, { name: 'Code Relay', fees: 150 });
      const paymentId = await pay(s, e.id, 150);
      const res = await decide(organizer.cookie, { userId: s.id, eventId: e.id, verified: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(MSG.userVerified);
      expect(res.json().payment).toMatchObject({ id: paymentId, verified: true, userName: 'Arjun K', eventName: 'Code Relay' });
      expect(await statusOfRegistration(s.id, e.id)).toBe('verified');
      const mails = await outboxTo(t, s.email);
      expect(mails.at(-1)?.subject).toBe('Payment verified: you are registered');
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'payment.verify')
        .where('target_id', '=', String(paymentId))
        .executeTakeFirstOrThrow();
      expect(audit.actor_id).toBe(organizer.id);
      expect(audit.actor_email).toBe(organizer.email);
      expect(audit.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(JSON.parse(audit.before_json!)).toEqual({ verified: null, reason: null });
      expect(JSON.parse(audit.after_json!)).toEqual({ verified: 1, reason: null });
      // The participant now shows in the event's list.
      const rows = await t.app.inject({ method: 'GET', url: `/api/registrations/event/${e.id}`, headers: { cookie: organizer.cookie } });
      expect(rows.json()).toEqual([{ registrationId: expect.any(Number), userName: 'Arjun K', email: s.email, college: 'Madras Institute of Technology', teamName: null, isTeamLeader: false }]);
    });

    it('rejects with a reason the student reads in the mail, and either decision can be reversed', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { fees: 200 });
      const paymentId = await pay(s, e.id, 200);
      const admin = await t.adminCookie();

      const rejected = await decide(admin, { userId: s.id, eventId: e.id, verified: false, reason: 'Amount not received in the account.' });
      expect([rejected.statusCode, rejected.json().message]).toEqual([200, MSG.userRejected]);
      expect(rejected.json().payment).toMatchObject({ verified: false, reason: 'Amount not received in the account.' });
      expect(await statusOfRegistration(s.id, e.id)).toBe('rejected');
      const mail = (await outboxTo(t, s.email)).at(-1)!;
      expect(mail.subject).toBe('Payment rejected');
      expect(mail.text).toContain('Reason: Amount not received in the account.');

      const twice = await decide(admin, { userId: s.id, eventId: e.id, verified: false });
      expect([twice.statusCode, twice.json().message]).toEqual([409, MSG.paymentAlreadyRejected]);

      const verified = await decide(admin, { userId: s.id, eventId: e.id, verified: true });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().payment).toMatchObject({ verified: true, reason: null });
      expect(await statusOfRegistration(s.id, e.id)).toBe('verified');
      const again = await decide(admin, { userId: s.id, eventId: e.id, verified: true });
      expect([again.statusCode, again.json().message]).toEqual([409, MSG.paymentAlreadyVerified]);

      const back = await decide(admin, { userId: s.id, eventId: e.id, verified: false, paymentId });
      expect(back.statusCode).toBe(200);
      expect(await statusOfRegistration(s.id, e.id)).toBe('rejected');
      const actions = await t.db.selectFrom('audit_log').select('action').where('target_id', '=', String(paymentId)).orderBy('id').execute();
      expect(actions.map((a) => a.action)).toEqual(['payment.reject', 'payment.verify', 'payment.reject']);
    });

    it('refuses to verify a rejected payment the student has since replaced by paying again: one seat, paid once', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { fees: 100 });
      const first = await pay(s, e.id, 100);
      expect((await decide(organizer.cookie, { userId: s.id, eventId: e.id, verified: false, paymentId: first })).statusCode).toBe(200);
      const second = await pay(s, e.id, 100);
      const mailsBefore = (await outboxTo(t, s.email)).length;

      const old = await decide(organizer.cookie, { userId: s.id, eventId: e.id, verified: true, paymentId: first });
      expect([old.statusCode, old.json().message]).toEqual([409, MSG.paymentReplaced]);
      // Nothing changed: the old payment stays rejected, the registration waits on the new one, no mail.
      const payments = await t.db.selectFrom('payments').select(['id', 'verified']).where('user_id', '=', s.id).orderBy('id').execute();
      expect(payments.map((p) => [p.id, p.verified])).toEqual([
        [first, 0],
        [second, null],
      ]);
      expect(await statusOfRegistration(s.id, e.id)).toBe('pending');
      expect(await outboxTo(t, s.email)).toHaveLength(mailsBefore);

      const current = await decide(organizer.cookie, { userId: s.id, eventId: e.id, verified: true, paymentId: second });
      expect(current.statusCode).toBe(200);
      expect(await statusOfRegistration(s.id, e.id)).toBe('verified');
    });

    it('decides a cart payment for all its events at once', async () => {
      const s = await t.createUser();
      const a = await insertEvent(t, { fees: 300 });
      const b = await insertEvent(t, { fees: 200 });
      const form = cartForm({ eventIds: JSON.stringify([a.id, b.id]), transactionId: newTxn(), mobileNumber: '9876501234', transactionAmount: '500' });
      const res = await payCart(t, s.cookie, form);
      expect(res.statusCode).toBe(201);
      expect((await decide(organizer.cookie, { userId: s.id, eventId: b.id, verified: true })).statusCode).toBe(200);
      expect(await statusOfRegistration(s.id, a.id)).toBe('verified');
      expect(await statusOfRegistration(s.id, b.id)).toBe('verified');
    });

    it('answers 404 for a user and event without a payment, and for a payment of someone else', async () => {
      const s = await t.createUser();
      const other = await t.createUser();
      const e = await insertEvent(t, { fees: 150 });
      const paymentId = await pay(s, e.id, 150);
      const none = await decide(organizer.cookie, { userId: other.id, eventId: e.id, verified: true });
      expect([none.statusCode, none.json().message]).toEqual([404, MSG.paymentNotFound]);
      const mismatch = await decide(organizer.cookie, { userId: other.id, eventId: e.id, verified: true, paymentId });
      expect(mismatch.statusCode).toBe(404);
      expect(await statusOfRegistration(s.id, e.id)).toBe('pending');
    });

    it('is for staff only', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { fees: 150 });
      await pay(s, e.id, 150);
      const res = await decide(s.cookie, { userId: s.id, eventId: e.id, verified: true });
      expect(res.statusCode).toBe(403);
      expect(await statusOfRegistration(s.id, e.id)).toBe('pending');
    });

    it('refuses a decision made on a screen that still shows the payment pending after another organizer decided it', async () => {
      const admin = await t.adminCookie();
      const paymentOf = async (id: number) =>
        (await t.db.selectFrom('payments').select('verified').where('id', '=', id).executeTakeFirstOrThrow()).verified;
      const subjects = async (email: string) => (await outboxTo(t, email)).map((m) => m.subject);

      // The admin verifies; the organizer's View dialog still says PENDING and rejects.
      const { s, e, paymentId } = await pendingPayment();
      expect((await decide(admin, { paymentId, userId: s.id, eventId: e.id, verified: true, from: 'pending' })).statusCode).toBe(200);
      const mailsAfterVerify = await subjects(s.email);
      const stale = await decide(organizer.cookie, { paymentId, userId: s.id, eventId: e.id, verified: false, reason: 'No money', from: 'pending' });
      expect([stale.statusCode, stale.json()]).toEqual([409, { message: MSG.paymentVerifiedMeanwhile, state: 'verified' }]);
      expect(Number(await paymentOf(paymentId))).toBe(1);
      expect(await statusOfRegistration(s.id, e.id)).toBe('verified');
      expect(await subjects(s.email)).toEqual(mailsAfterVerify);
      expect(mailsAfterVerify).not.toContain('Payment rejected');

      // The other way round: rejected meanwhile, a stale Verify changes nothing either.
      const { s: r, e: f, paymentId: rejectedId } = await pendingPayment();
      expect((await decide(organizer.cookie, { paymentId: rejectedId, userId: r.id, eventId: f.id, verified: false, from: 'pending' })).statusCode).toBe(200);
      const mailsAfterReject = await subjects(r.email);
      const late = await decide(admin, { paymentId: rejectedId, userId: r.id, eventId: f.id, verified: true, from: 'pending' });
      expect([late.statusCode, late.json()]).toEqual([409, { message: MSG.paymentRejectedMeanwhile, state: 'rejected' }]);
      expect(Number(await paymentOf(rejectedId))).toBe(0);
      expect(await statusOfRegistration(r.id, f.id)).toBe('rejected');
      expect(await subjects(r.email)).toEqual(mailsAfterReject);
      expect(mailsAfterReject).not.toContain('Payment verified: you are registered');

      // A screen that shows the state as it is decides as before: reversing the rejection on purpose.
      const reversed = await decide(admin, { paymentId: rejectedId, userId: r.id, eventId: f.id, verified: true, from: 'rejected' });
      expect(reversed.statusCode).toBe(200);
      expect(await statusOfRegistration(r.id, f.id)).toBe('verified');
    });

    it('without the state the screen showed, decides on the state it finds, as it always has', async () => {
      const admin = await t.adminCookie();
      const { s, e, paymentId } = await pendingPayment();
      expect((await decide(admin, { paymentId, userId: s.id, eventId: e.id, verified: true })).statusCode).toBe(200);
      const reject = await decide(organizer.cookie, { paymentId, userId: s.id, eventId: e.id, verified: false });
      expect([reject.statusCode, reject.json().message]).toEqual([200, MSG.userRejected]);
      expect(await statusOfRegistration(s.id, e.id)).toBe('rejected');
      expect((await outboxTo(t, s.email)).at(-1)?.subject).toBe('Payment rejected');
    });

    it('refuses a state the screen cannot show', async () => {
      const { s, e } = await pendingPayment();
      const res = await decide(organizer.cookie, { userId: s.id, eventId: e.id, verified: true, from: 'paid' });
      expect(res.statusCode).toBe(400);
      expect(await statusOfRegistration(s.id, e.id)).toBe('pending');
    });

    it('lets one of two simultaneous opposite decisions win cleanly', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { fees: 150 });
      const paymentId = await pay(s, e.id, 150);
      const admin = await t.adminCookie();
      const [a, b] = await Promise.all([
        decide(organizer.cookie, { userId: s.id, eventId: e.id, verified: true }),
        decide(admin, { userId: s.id, eventId: e.id, verified: false }),
      ]);
      const codes = [a.statusCode, b.statusCode];
      expect(codes).toContain(200);
      const payment = await t.db.selectFrom('payments').select('verified').where('id', '=', paymentId).executeTakeFirstOrThrow();
      const reg = await statusOfRegistration(s.id, e.id);
      // Whatever won, the registration agrees with the payment.
      expect(reg).toBe(payment.verified === 1 ? 'verified' : 'rejected');
    });
  });

  describe('GET /api/registrations/all', () => {
    it('lists payments newest first, paged, filtered by status and event, searched by name, email or transaction ID', async () => {
      const e1 = await insertEvent(t, { name: 'Filter Event One', fees: 100 });
      const e2 = await insertEvent(t, { name: 'Filter Event Two', fees: 250 });
      const meera = await t.createUser({ fullName: 'Meera Filterson', email: `meera_${dialect}@filters.test` });
      const ravi = await t.createUser({ fullName: 'Ravi 100%_Shankar' });
      const p1 = await pay(meera, e1.id, 100, { transactionId: `FILT-${dialect}-0001` });
      const p2 = await pay(ravi, e2.id, 250);
      await decide(organizer.cookie, { userId: ravi.id, eventId: e2.id, verified: true });

      const byEvent = (await list(organizer.cookie, `?eventId=${e1.id}`)).json();
      expect(byEvent.total).toBe(1);
      expect(byEvent.items[0]).toMatchObject({
        id: p1,
        userId: meera.id,
        userName: 'Meera Filterson',
        userEmail: meera.email,
        mobileNumber: '9876543210',
        eventId: e1.id,
        eventName: 'Filter Event One',
        transactionId: `FILT-${dialect.toUpperCase()}-0001`,
        transactionAmount: 100,
        screenshotUrl: null,
        verified: null,
        reason: null,
      });

      const search = async (q: string) => (await list(organizer.cookie, `?q=${encodeURIComponent(q)}`)).json().items.map((i: { id: number }) => i.id);
      expect(await search('meera filt')).toEqual([p1]);
      expect(await search(`MEERA_${dialect}@FILTERS`)).toEqual([p1]);
      expect(await search(`filt-${dialect}-000`)).toEqual([p1]);
      // % and _ are letters in a search, not wildcards.
      expect(await search('100%_')).toEqual([p2]);

      const verified = (await list(organizer.cookie, `?status=verified&eventId=${e2.id}`)).json();
      expect(verified.items.map((i: { id: number }) => i.id)).toEqual([p2]);
      const pending = (await list(organizer.cookie, `?status=pending&eventId=${e2.id}`)).json();
      expect(pending).toEqual({ items: [], total: 0 });

      const all = (await list(organizer.cookie, '?limit=2&offset=0')).json();
      expect(all.items).toHaveLength(2);
      expect(all.items[0].id).toBeGreaterThan(all.items[1].id);
      const next = (await list(organizer.cookie, '?limit=2&offset=2')).json();
      expect(next.total).toBe(all.total);
      expect(next.items[0]?.id ?? 0).toBeLessThan(all.items[1].id);
    });

    it('is for staff only', async () => {
      const s = await t.createUser();
      expect((await list(s.cookie)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/registrations/all' })).statusCode).toBe(401);
    });
  });
});
