import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, whyNotVerifiable, type PaymentRegistration } from '@app/shared';
import { DIALECTS, createAdminTestApp, getAs, type TestApp } from '../helpers/app';
import { importStatement } from '../reconciliation/statements';
import { cancel, formTeam, insertSeatEvent, registrationIdOf } from '../seats/fixtures';
import { cartForm, decidePayment, insertEvent, newTxn, openSymposia, outboxTo, payCart, payManually } from './fixtures';

// Staff cancelling registrations that a pending payment pays for (SPEC-2 §A): the payment is
// decided for the registrations still on it, and one left paying for none is closed. A rejected
// payment the student paid again for with another transaction is replaced and cannot be verified;
// Registration Status lists it so (its View offers Verify only when the server would take it). An
// event staff cancelled and the student paid for anew replaces nothing, whatever was decided since.

type Student = Awaited<ReturnType<TestApp['createUser']>>;

describe.each(DIALECTS)('payments of cancelled registrations on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let organizer: Student;
  beforeAll(async () => {
    ({ t, admin } = await createAdminTestApp(dialect));
    await openSymposia(t);
    organizer = await t.createUser({ role: 'organizer' });
  });
  afterAll(async () => t?.close());

  /** A coordinator held to the event. */
  const coordinatorOf = async (eventId: number) => {
    const c = await t.createUser({ role: 'organizer' });
    const res = await t.app.inject({ method: 'PUT', url: `/api/events/${eventId}/coordinators`, headers: { cookie: admin }, payload: { userIds: [c.id] } });
    expect(res.statusCode).toBe(200);
    return c;
  };
  /** The student's pending cart payment for the events. */
  const payForCart = async (s: Student, events: { id: number; fees: number }[]) => {
    const form = cartForm({
      eventIds: JSON.stringify(events.map((e) => e.id)),
      transactionId: newTxn(),
      mobileNumber: '9876501234',
      transactionAmount: String(events.reduce((sum, e) => sum + e.fees, 0)),
    });
    const res = await payCart(t, s.cookie, form);
    expect(res.statusCode).toBe(201);
    return res.json().paymentId as number;
  };
  /** A student with a pending cart payment for two new events (fees 300 and 200). */
  const cartOfTwo = async () => {
    const s = await t.createUser();
    const a = await insertEvent(t, { fees: 300 });
    const b = await insertEvent(t, { fees: 200 });
    return { s, a, b, paymentId: await payForCart(s, [a, b]) };
  };
  const payment = (id: number) =>
    t.db.selectFrom('payments').select(['verified', 'reason', 'verified_by']).where('id', '=', id).executeTakeFirstOrThrow();
  const statusOf = async (userId: number, eventId: number) =>
    (await t.db.selectFrom('registrations').select(['status', 'payment_id']).where('user_id', '=', userId).where('event_id', '=', eventId).executeTakeFirst()) ?? null;
  const staffCancel = async (cookie: string, userId: number, eventId: number) => {
    const res = await cancel(t, cookie, await registrationIdOf(t, userId, eventId));
    expect(res.statusCode).toBe(200);
  };
  const namesOf = (p: { events: { eventName: string }[] }) => p.events.map((e) => e.eventName);

  it('a cart payment with one registration cancelled by staff is verified for the rest, and shows only what it still pays for', async () => {
    const s = await t.createUser();
    const a = await insertEvent(t, { name: `Connexions ${dialect}`, fees: 300 });
    const b = await insertEvent(t, { name: `Quizzard ${dialect}`, fees: 200 });
    const paymentId = await payForCart(s, [a, b]);
    await staffCancel((await coordinatorOf(a.id)).cookie, s.id, a.id);

    // Still waiting for its decision, on every list, for the event it still pays for.
    expect((await payment(paymentId)).verified).toBeNull();
    const pending = (await getAs(t, admin, '/api/registrations/all?status=pending')).json();
    const row = pending.items.find((p: { id: number }) => p.id === paymentId);
    expect([row.eventName, row.events.map((e: { eventId: number }) => e.eventId)]).toEqual([b.name, [b.id]]);
    const own = (await getAs(t, s.cookie, `/api/payments/user/${s.id}`)).json();
    expect(own.map(namesOf)).toEqual([[b.name]]);
    const enrolled = (await getAs(t, s.cookie, `/api/registrations/user/${s.id}`)).json();
    expect(enrolled.pendingPayments.map(namesOf)).toEqual([[b.name]]);

    const mailsBefore = (await outboxTo(t, s.email)).length;
    const res = await decidePayment(t, admin, { paymentId, userId: s.id, eventId: b.id, verified: true });
    expect([res.statusCode, res.json().message]).toEqual([200, MSG.userVerified]);
    expect(res.json().payment).toMatchObject({ verified: true, eventName: b.name });
    expect(await statusOf(s.id, b.id)).toEqual({ status: 'verified', payment_id: paymentId });
    expect(await statusOf(s.id, a.id)).toBeNull();
    const mails = (await outboxTo(t, s.email)).slice(mailsBefore);
    expect(mails.map((m) => m.subject)).toEqual(['Payment verified: you are registered']);
    expect(mails[0]!.text).toContain(b.name);
    expect(mails[0]!.text).not.toContain(a.name);
    // What was paid for stays recorded, with its fees.
    const paid = await t.db.selectFrom('payment_events').select(['event_id', 'fee']).where('payment_id', '=', paymentId).orderBy('event_id').execute();
    expect(paid).toEqual([
      { event_id: a.id, fee: 300 },
      { event_id: b.id, fee: 200 },
    ]);
  });

  it('rejecting such a payment acts on the registrations still on it', async () => {
    const { s, a, b, paymentId } = await cartOfTwo();
    await staffCancel(organizer.cookie, s.id, a.id);
    const mailsBefore = (await outboxTo(t, s.email)).length;

    const res = await decidePayment(t, admin, { paymentId, userId: s.id, eventId: b.id, verified: false, reason: 'Amount not received.' });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(s.id, b.id)).toEqual({ status: 'rejected', payment_id: paymentId });
    const mails = (await outboxTo(t, s.email)).slice(mailsBefore);
    expect(mails.map((m) => m.subject)).toEqual(['Payment rejected']);
    expect(mails[0]!.text).toContain(b.name);
    expect(mails[0]!.text).not.toContain(a.name);
  });

  it('a single-event payment whose registration staff cancelled is closed as rejected, audited, with no second mail', async () => {
    const s = await t.createUser();
    const e = await insertEvent(t, { fees: 150 });
    const other = await insertEvent(t, { fees: 100 });
    const txn = `4321${String(Date.now()).slice(-8)}`;
    const paid = await payManually(t, s, e.id, 150, { transactionId: txn });
    expect(paid.statusCode).toBe(201);
    const paymentId = paid.json().paymentId as number;
    // Another pending payment of the student, which must not change.
    const otherTxn = `4322${String(Date.now()).slice(-8)}`;
    const kept = (await payManually(t, s, other.id, 100, { transactionId: otherTxn })).json().paymentId as number;
    const mailsBefore = (await outboxTo(t, s.email)).length;

    await staffCancel(organizer.cookie, s.id, e.id);

    expect(await payment(paymentId)).toEqual({ verified: 0, reason: MSG.paymentRegistrationsCancelled, verified_by: organizer.id });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'before_json', 'after_json'])
      .where('action', '=', 'payment.reject')
      .where('target_id', '=', String(paymentId))
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(organizer.id);
    expect(JSON.parse(audit.after_json!)).toEqual({ verified: 0, reason: MSG.paymentRegistrationsCancelled });
    // The cancel's mail alone.
    const mails = (await outboxTo(t, s.email)).slice(mailsBefore);
    expect(mails.map((m) => m.subject)).toEqual([`Your registration for ${e.name} was cancelled`]);
    // Off the pending lists; nothing else changed.
    const pending = (await getAs(t, admin, '/api/registrations/all?status=pending')).json();
    expect(pending.items.map((p: { id: number }) => p.id)).not.toContain(paymentId);
    expect(pending.items.map((p: { id: number }) => p.id)).toContain(kept);
    const enrolled = (await getAs(t, s.cookie, `/api/registrations/user/${s.id}`)).json();
    expect(enrolled.pendingPayments.map((p: { id: number }) => p.id)).toEqual([kept]);
    expect(await payment(kept)).toEqual({ verified: null, reason: null, verified_by: null });
    expect(await statusOf(s.id, other.id)).toEqual({ status: 'pending', payment_id: kept });
    // The student's list shows it rejected, for the event it was made for, with the reason.
    const own = (await getAs(t, s.cookie, `/api/payments/user/${s.id}`)).json();
    expect(own.find((p: { id: number }) => p.id === paymentId)).toMatchObject({
      status: 'rejected',
      reason: MSG.paymentRegistrationsCancelled,
      events: [{ eventId: e.id, eventName: e.name }],
    });

    // A statement line naming it matches nothing; the other payment's line still matches.
    const csv = ['Date,Narration,Ref,Credit', `24/11/2026,UPI/${txn}/STUDENT,,150.00`, `24/11/2026,UPI/${otherTxn}/STUDENT,,100.00`].join('\n');
    const statement = await importStatement(t, admin, Buffer.from(csv), 'statement.csv');
    const ids = (list: { paymentId: number }[]) => list.map((m) => m.paymentId);
    expect(ids(statement.matched)).toContain(kept);
    expect([...ids(statement.matched), ...ids(statement.amountMismatch), ...ids(statement.notInStatement)]).not.toContain(paymentId);
    expect(statement.unmatchedLines.map((l: { description: string }) => l.description).join(' ')).toContain(txn);

    // Registration Status says it holds nothing any more (its View offers no Verify); the other one holds its registration.
    const staffList = (await getAs(t, admin, '/api/registrations/all?status=rejected')).json();
    expect(staffList.items.find((p: { id: number }) => p.id === paymentId)).toMatchObject({ holdsRegistrations: false });
    const pendingKept = pending.items.find((p: { id: number }) => p.id === kept);
    expect(pendingKept).toMatchObject({ holdsRegistrations: true });

    // Verifying it would register the student for nothing.
    const verify = await decidePayment(t, admin, { paymentId, userId: s.id, eventId: e.id, verified: true });
    expect([verify.statusCode, verify.json().message]).toEqual([409, MSG.paymentPaysForNothing]);
    expect((await payment(paymentId)).verified).toBe(0);
  });

  it('a verified payment stays verified when staff cancel its registration', async () => {
    const s = await t.createUser();
    const e = await insertEvent(t, { fees: 150 });
    const paymentId = (await payManually(t, s, e.id, 150)).json().paymentId as number;
    expect((await decidePayment(t, admin, { paymentId, userId: s.id, eventId: e.id, verified: true })).statusCode).toBe(200);
    await staffCancel(organizer.cookie, s.id, e.id);
    expect((await payment(paymentId)).verified).toBe(1);
  });

  it('a team’s pending payment is closed when staff cancel its last member, not before', async () => {
    const e = await insertSeatEvent(t, { fees: 300, capacity: 5, team: true });
    const leader = await t.createUser();
    const member = await t.createUser();
    await formTeam(t, e.id, `Team ${dialect}`, [leader, member]);
    const paymentId = await payForCart(leader, [e]);

    await staffCancel(organizer.cookie, member.id, e.id);
    expect((await payment(paymentId)).verified).toBeNull();
    await staffCancel(organizer.cookie, leader.id, e.id);
    expect(await payment(paymentId)).toMatchObject({ verified: 0, reason: MSG.paymentRegistrationsCancelled });
  });

  it('still refuses to verify a rejected payment the student replaced by paying again', async () => {
    const { s, a, b, paymentId: first } = await cartOfTwo();
    expect((await decidePayment(t, admin, { paymentId: first, userId: s.id, eventId: a.id, verified: false })).statusCode).toBe(200);
    const second = await payForCart(s, [a]);
    const mailsBefore = (await outboxTo(t, s.email)).length;

    const old = await decidePayment(t, admin, { paymentId: first, userId: s.id, eventId: b.id, verified: true });
    expect([old.statusCode, old.json().message]).toEqual([409, MSG.paymentReplaced]);
    expect((await payment(first)).verified).toBe(0);
    expect(await statusOf(s.id, a.id)).toEqual({ status: 'pending', payment_id: second });
    expect(await statusOf(s.id, b.id)).toEqual({ status: 'rejected', payment_id: first });
    expect(await outboxTo(t, s.email)).toHaveLength(mailsBefore);
  });

  it('a pending payment whose cancelled event the student registered for again by another payment is verified for the rest', async () => {
    const { s, a, b, paymentId: first } = await cartOfTwo();
    await staffCancel(organizer.cookie, s.id, a.id);
    const second = await payForCart(s, [a]);

    const res = await decidePayment(t, admin, { paymentId: first, userId: s.id, eventId: b.id, verified: true });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(s.id, b.id)).toEqual({ status: 'verified', payment_id: first });
    expect(await statusOf(s.id, a.id)).toEqual({ status: 'pending', payment_id: second });
  });

  describe('paid again', () => {
    const reject = async (s: Student, paymentId: number, eventId: number) => {
      const res = await decidePayment(t, admin, { paymentId, userId: s.id, eventId, verified: false });
      expect(res.statusCode).toBe(200);
    };
    const verify = (s: Student, paymentId: number, eventId: number) =>
      decidePayment(t, admin, { paymentId, userId: s.id, eventId, verified: true });
    /** The payment as Registration Status lists it. */
    const listed = async (s: Student, paymentId: number): Promise<PaymentRegistration> => {
      const res = await getAs(t, admin, `/api/registrations/all?q=${encodeURIComponent(s.email)}`);
      expect(res.statusCode).toBe(200);
      const item = res.json().items.find((p: PaymentRegistration) => p.id === paymentId);
      expect(item).toBeDefined();
      return item;
    };

    it('a rejected cart payment paid again in part is listed without Verify, for the reason the server refuses it', async () => {
      const s = await t.createUser();
      const [a, b, c] = [await insertEvent(t, { fees: 300 }), await insertEvent(t, { fees: 200 }), await insertEvent(t, { fees: 100 })];
      const first = await payForCart(s, [a, b, c]);
      await reject(s, first, a.id);
      const second = await payForCart(s, [a]);

      const old = await listed(s, first);
      // It still holds the other two events' registrations, yet the server will not verify it.
      expect(namesOf(old)).toEqual([b.name, c.name]);
      expect(old).toMatchObject({ verified: false, holdsRegistrations: true, replaced: true });
      expect(whyNotVerifiable(old)).toBe(MSG.paymentReplaced);
      const refused = await verify(s, first, b.id);
      expect([refused.statusCode, refused.json().message]).toEqual([409, whyNotVerifiable(old)]);
      expect(await statusOf(s.id, b.id)).toEqual({ status: 'rejected', payment_id: first });

      // The new payment is listed as one to verify, and is verified; the old one stays replaced.
      const now = await listed(s, second);
      expect(now).toMatchObject({ verified: null, holdsRegistrations: true, replaced: false });
      expect(whyNotVerifiable(now)).toBeNull();
      expect((await verify(s, second, a.id)).statusCode).toBe(200);
      expect(await statusOf(s.id, a.id)).toEqual({ status: 'verified', payment_id: second });
      expect(whyNotVerifiable(await listed(s, first))).toBe(MSG.paymentReplaced);
    });

    it('a rejected payment paid again in whole says it was replaced, as the server does, not that it pays for nothing', async () => {
      const s = await t.createUser();
      const a = await insertEvent(t, { fees: 300 });
      const first = await payForCart(s, [a]);
      await reject(s, first, a.id);
      await payForCart(s, [a]);

      const old = await listed(s, first);
      expect(old).toMatchObject({ holdsRegistrations: false, replaced: true });
      const refused = await verify(s, first, a.id);
      expect([refused.statusCode, refused.json().message]).toEqual([409, MSG.paymentReplaced]);
      expect(whyNotVerifiable(old)).toBe(refused.json().message);
    });

    it('a team’s rejected payment its leader paid again is replaced', async () => {
      const e = await insertSeatEvent(t, { fees: 300, capacity: 5, team: true });
      const leader = await t.createUser();
      const member = await t.createUser();
      await formTeam(t, e.id, `Team again ${dialect}`, [leader, member]);
      const first = await payForCart(leader, [e]);
      await reject(leader, first, e.id);
      const second = await payForCart(leader, [e]);

      expect(await statusOf(member.id, e.id)).toEqual({ status: 'pending', payment_id: second });
      expect(whyNotVerifiable(await listed(leader, first))).toBe(MSG.paymentReplaced);
      const refused = await verify(leader, first, e.id);
      expect([refused.statusCode, refused.json().message]).toEqual([409, MSG.paymentReplaced]);
    });

    it('a rejection reversed after staff cancelled one event and the student paid for it again verifies the rest', async () => {
      const { s, a, b, paymentId: first } = await cartOfTwo();
      await staffCancel(organizer.cookie, s.id, a.id);
      const second = await payForCart(s, [a]);
      await reject(s, first, b.id);

      // Staff find the money after all: the View offers Verify, and the server takes it.
      const old = await listed(s, first);
      expect(old).toMatchObject({ verified: false, holdsRegistrations: true, replaced: false });
      expect(namesOf(old)).toEqual([b.name]);
      expect(whyNotVerifiable(old)).toBeNull();
      const res = await verify(s, first, b.id);
      expect([res.statusCode, res.json().message]).toEqual([200, MSG.userVerified]);
      expect(await statusOf(s.id, b.id)).toEqual({ status: 'verified', payment_id: first });
      // The event paid again stays with its own payment, still to be decided.
      expect(await statusOf(s.id, a.id)).toEqual({ status: 'pending', payment_id: second });
      expect(whyNotVerifiable(await listed(s, second))).toBeNull();
    });

    it('so does a verified payment rejected and verified again after such a cancel and new payment', async () => {
      const { s, a, b, paymentId: first } = await cartOfTwo();
      expect((await verify(s, first, b.id)).statusCode).toBe(200);
      await staffCancel(organizer.cookie, s.id, a.id);
      await payForCart(s, [a]);
      await reject(s, first, b.id);

      expect(whyNotVerifiable(await listed(s, first))).toBeNull();
      expect((await verify(s, first, b.id)).statusCode).toBe(200);
      expect(await statusOf(s.id, b.id)).toEqual({ status: 'verified', payment_id: first });
    });
  });
});
