import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, siteDayOf, TRANSACTION_DATE_FUTURE, TRANSACTION_DATE_INVALID, TRANSACTION_TIME_INVALID } from '@app/shared';
import { DIALECTS, countRows, createTestApp, type TestApp } from '../helpers/app';
import {
  cartForm,
  closeSymposium,
  DAYS,
  insertEvent,
  JPEG,
  manualBody,
  newTxn,
  openSymposia,
  outboxTo,
  payCart,
  payManually,
  PDF,
  PNG,
  postPayment,
} from './fixtures';

describe.each(DIALECTS)('payments on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
  });
  afterAll(async () => t?.close());

  const addToCart = (s: { cookie: string; email: string }, eventId: number) =>
    t.app.inject({ method: 'POST', url: '/api/cart', headers: { cookie: s.cookie }, payload: { userEmail: s.email, eventId, symposiumName: 'Carteblanche' } });
  const verify = async (userId: number, eventId: number, verified: boolean, reason?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/verification',
      headers: { cookie: await t.adminCookie() },
      payload: { userId, eventId, verified, ...(reason ? { reason } : {}) },
    });
  /** Rows a failed submission must not leave behind. */
  const stored = async () => [await countRows(t, 'payments'), await countRows(t, 'registrations'), await countRows(t, 'files')];

  describe('POST /api/registrations (JSON, one event)', () => {
    it('stores the payment, a pending registration linked to it, and queues the received mail', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { name: 'Paper Presentation', fees: 200 });
      await addToCart(s, e.id);
      const body = manualBody(s.id, e.id, 200, { transactionId: ' utr-abc-1 ' });
      const res = await postPayment(t, s.cookie, body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        message: MSG.registrationSuccess,
        paymentId: expect.any(Number),
        registrations: [{ id: expect.any(Number), eventId: e.id, status: 'pending' }],
        clashes: [],
      });
      const payment = await t.db.selectFrom('payments').selectAll().where('id', '=', res.json().paymentId).executeTakeFirstOrThrow();
      expect(payment).toMatchObject({ user_id: s.id, transaction_id: 'UTR-ABC-1', amount: 200, verified: null, transaction_date: '2025-01-15' });
      const reg = await t.db.selectFrom('registrations').selectAll().where('user_id', '=', s.id).executeTakeFirstOrThrow();
      expect(reg).toMatchObject({ event_id: e.id, status: 'pending', payment_id: payment.id });
      const mails = await outboxTo(t, s.email);
      expect(mails.at(-1)?.subject).toBe('Payment received: awaiting verification');
      expect(mails.at(-1)?.text).toContain('Paper Presentation');
      const cart = await t.app.inject({ method: 'GET', url: `/api/cart/${s.id}`, headers: { cookie: s.cookie } });
      expect(cart.json()).toEqual([]);
      // The card shows 'Registered' while the payment waits.
      const ids = await t.app.inject({ method: 'GET', url: `/api/registrations/by-email/${s.email}`, headers: { cookie: s.cookie } });
      expect(ids.json().eventIds).toEqual([e.id]);
    });

    it.each(['transactionId', 'transactionUsername', 'transactionTime', 'transactionDate', 'transactionAmount'])(
      "without %s says 'Please fill in all transaction details.' and stores nothing",
      async (field) => {
        const s = await t.createUser();
        const e = await insertEvent(t, { fees: 150 });
        const before = await stored();
        const body: Record<string, unknown> = manualBody(s.id, e.id, 150);
        delete body[field];
        const missing = await postPayment(t, s.cookie, body);
        expect([missing.statusCode, missing.json().message]).toEqual([400, MSG.fillTransactionDetails]);
        const blank = await postPayment(t, s.cookie, { ...manualBody(s.id, e.id, 150), [field]: '  ' });
        expect([blank.statusCode, blank.json().message]).toEqual([400, MSG.fillTransactionDetails]);
        expect(await stored()).toEqual(before);
      },
    );

    it.each([149, 151, 150.5])('refuses an amount of ₹%s for a ₹150 fee with the spec message', async (amount) => {
      const s = await t.createUser();
      const e = await insertEvent(t, { fees: 150 });
      const before = await stored();
      const res = await payManually(t, s, e.id, amount);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`The entered amount (₹${amount}) does not match the registration fees (₹150).`);
      expect(await stored()).toEqual(before);
    });

    it('takes the amount as typed in a form too ("150")', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { fees: 150 });
      expect((await payManually(t, s, e.id, '150')).statusCode).toBe(201);
    });

    it('refuses a date or time that does not exist, and a transfer dated after today (India), storing nothing', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { fees: 150 });
      const before = await stored();
      const today = siteDayOf(new Date().toISOString());
      const tomorrow = siteDayOf(new Date(Date.now() + DAYS(1)).toISOString());
      for (const [overrides, message] of [
        [{ transactionDate: '2026-13-45' }, TRANSACTION_DATE_INVALID],
        [{ transactionDate: '0000-00-00' }, TRANSACTION_DATE_INVALID],
        [{ transactionDate: '2025-02-29' }, TRANSACTION_DATE_INVALID],
        [{ transactionDate: tomorrow }, TRANSACTION_DATE_FUTURE],
        [{ transactionTime: '25:99' }, TRANSACTION_TIME_INVALID],
        [{ transactionTime: '24:00' }, TRANSACTION_TIME_INVALID],
      ] as const) {
        const res = await postPayment(t, s.cookie, manualBody(s.id, e.id, 150, overrides));
        expect([res.statusCode, res.json().message], JSON.stringify(overrides)).toEqual([400, message]);
      }
      expect(await stored()).toEqual(before);
      const paidToday = await postPayment(t, s.cookie, manualBody(s.id, e.id, 150, { transactionDate: today, transactionTime: '23:59' }));
      expect(paidToday.statusCode).toBe(201);
    });

    it('refuses a transaction ID already used, in any letter case, with 409', async () => {
      const a = await t.createUser();
      const b = await t.createUser();
      const e = await insertEvent(t, { fees: 150 });
      const txn = newTxn();
      expect((await payManually(t, a, e.id, 150, { transactionId: txn })).statusCode).toBe(201);
      const before = await stored();
      const res = await payManually(t, b, e.id, 150, { transactionId: txn.toLowerCase() });
      expect([res.statusCode, res.json().message]).toEqual([409, MSG.transactionUsed]);
      expect(await stored()).toEqual(before);
    });

    it("refuses another student's user id with 403 and stores nothing", async () => {
      const s = await t.createUser();
      const other = await t.createUser();
      const e = await insertEvent(t, { fees: 150 });
      const before = await stored();
      const res = await postPayment(t, s.cookie, manualBody(other.id, e.id, 150));
      expect(res.statusCode).toBe(403);
      expect(await stored()).toEqual(before);
    });

    it('refuses a free event, a passed deadline, a closed symposium and an MIT-only event for outsiders', async () => {
      const s = await t.createUser();
      const outsider = await t.createUser({ college: 'SRM Institute of Science and Technology' });
      const free = await insertEvent(t, { fees: 0 });
      const late = await insertEvent(t, { fees: 100, closesIn: -DAYS(2) });
      const mitOnly = await insertEvent(t, { fees: 100, openToNonMit: false });
      const enigma = await insertEvent(t, { fees: 100, symposium: 'Enigma' });
      const before = await stored();
      const r1 = await payManually(t, s, free.id, 1);
      expect([r1.statusCode, r1.json().message]).toEqual([400, MSG.eventIsFree]);
      const r2 = await payManually(t, s, late.id, 100);
      expect([r2.statusCode, r2.json().message]).toEqual([400, MSG.registrationDeadlinePassed]);
      const r3 = await payManually(t, outsider, mitOnly.id, 100);
      expect([r3.statusCode, r3.json().message]).toEqual([403, MSG.openToMitOnly]);
      await closeSymposium(t, 'Enigma');
      try {
        const r4 = await payManually(t, s, enigma.id, 100);
        expect([r4.statusCode, r4.json().message]).toEqual([400, MSG.symposiumNotOpen]);
      } finally {
        await openSymposia(t, ['Enigma']);
      }
      expect(await stored()).toEqual(before);
    });

    it('refuses to pay twice while a payment waits, and once verified', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { fees: 150 });
      expect((await payManually(t, s, e.id, 150)).statusCode).toBe(201);
      const waiting = await payManually(t, s, e.id, 150);
      expect([waiting.statusCode, waiting.json().message]).toEqual([409, MSG.paymentAwaitingVerification]);
      expect((await verify(s.id, e.id, true)).statusCode).toBe(200);
      const done = await payManually(t, s, e.id, 150);
      expect([done.statusCode, done.json().message]).toEqual([409, MSG.alreadyRegistered]);
      expect(await countRows(t, 'payments')).toBeGreaterThan(0);
      const payments = await t.db.selectFrom('payments').select('id').where('user_id', '=', s.id).execute();
      expect(payments).toHaveLength(1);
    });

    it('lets a rejected registration be paid again: a new payment on the same registration row', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { fees: 150 });
      const first = (await payManually(t, s, e.id, 150)).json();
      expect((await verify(s.id, e.id, false, 'No such credit on the statement.')).statusCode).toBe(200);
      const ids = await t.app.inject({ method: 'GET', url: `/api/registrations/by-email/${s.email}`, headers: { cookie: s.cookie } });
      expect(ids.json().eventIds).toEqual([]);
      const second = await payManually(t, s, e.id, 150);
      expect(second.statusCode).toBe(201);
      expect(second.json().registrations[0].id).toBe(first.registrations[0].id);
      const reg = await t.db.selectFrom('registrations').selectAll().where('user_id', '=', s.id).executeTakeFirstOrThrow();
      expect(reg).toMatchObject({ status: 'pending', payment_id: second.json().paymentId });
      const old = await t.db.selectFrom('payments').select('verified').where('id', '=', first.paymentId).executeTakeFirstOrThrow();
      expect(old.verified).toBe(0);
    });

    it('asks anonymous visitors to log in', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: manualBody(1, 1, 150) });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('POST /api/registrations (multipart, the cart)', () => {
    const fields = (eventIds: number[], amount: number, extra: Record<string, string> = {}) => ({
      eventIds: JSON.stringify(eventIds),
      transactionId: newTxn(),
      mobileNumber: '9876501234',
      transactionAmount: String(amount),
      ...extra,
    });

    it('pays for every event of the cart with one transfer: pending registrations, one payment, cart emptied', async () => {
      const s = await t.createUser();
      const a = await insertEvent(t, { name: 'Kubernetes Workshop', fees: 500 });
      const b = await insertEvent(t, { name: 'Code Relay', fees: 150 });
      await addToCart(s, a.id);
      await addToCart(s, b.id);
      const res = await payCart(t, s.cookie, cartForm(fields([a.id, b.id], 650)));
      expect(res.statusCode).toBe(201);
      const { paymentId, registrations } = res.json();
      expect(registrations.map((r: { status: string }) => r.status)).toEqual(['pending', 'pending']);
      const links = await t.db.selectFrom('payment_events').select('event_id').where('payment_id', '=', paymentId).orderBy('event_id').execute();
      expect(links.map((l) => l.event_id)).toEqual([a.id, b.id].sort((x, y) => x - y));
      const payment = await t.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
      expect(payment).toMatchObject({ amount: 650, mobile_number: '9876501234', transaction_username: 'Test Student' });
      expect(payment.screenshot_file_id).toEqual(expect.any(Number));
      const cart = await t.app.inject({ method: 'GET', url: `/api/cart/${s.id}`, headers: { cookie: s.cookie } });
      expect(cart.json()).toEqual([]);
    });

    it('registers a free event in the same cart at once, outside the payment', async () => {
      const s = await t.createUser();
      const paid = await insertEvent(t, { fees: 300 });
      const free = await insertEvent(t, { fees: 0 });
      const res = await payCart(t, s.cookie, cartForm(fields([paid.id, free.id], 300), { data: PNG, filename: 'r.png', contentType: 'image/png' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(MSG.allEventsRegistered);
      const regs = await t.db.selectFrom('registrations').select(['event_id', 'status', 'payment_id']).where('user_id', '=', s.id).execute();
      expect(regs.find((r) => r.event_id === free.id)).toMatchObject({ status: 'verified', payment_id: null });
      expect(regs.find((r) => r.event_id === paid.id)).toMatchObject({ status: 'pending', payment_id: res.json().paymentId });
    });

    it('wants the sum of the fees, to the rupee', async () => {
      const s = await t.createUser();
      const a = await insertEvent(t, { fees: 500 });
      const b = await insertEvent(t, { fees: 150 });
      const before = await stored();
      const res = await payCart(t, s.cookie, cartForm(fields([a.id, b.id], 649)));
      expect([res.statusCode, res.json().message]).toEqual([400, 'The entered amount (₹649) does not match the registration fees (₹650).']);
      expect(await stored()).toEqual(before);
    });

    it("without a screenshot says 'Please upload a transaction screenshot.'", async () => {
      const s = await t.createUser();
      const a = await insertEvent(t, { fees: 500 });
      const before = await stored();
      const res = await payCart(t, s.cookie, cartForm(fields([a.id], 500), null));
      expect([res.statusCode, res.json().message]).toEqual([400, MSG.uploadScreenshot]);
      expect(await stored()).toEqual(before);
    });

    it('refuses a PDF renamed to .jpg, judged by its content', async () => {
      const s = await t.createUser();
      const a = await insertEvent(t, { fees: 500 });
      const before = await stored();
      const res = await payCart(t, s.cookie, cartForm(fields([a.id], 500), { data: PDF, filename: 'receipt.jpg', contentType: 'image/jpeg' }));
      expect([res.statusCode, res.json().message]).toEqual([415, MSG.screenshotType]);
      expect(await stored()).toEqual(before);
    });

    it('refuses a screenshot over 5 MB with 413', async () => {
      const s = await t.createUser();
      const a = await insertEvent(t, { fees: 500 });
      const before = await stored();
      const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
      const res = await payCart(t, s.cookie, cartForm(fields([a.id], 500), { data: big }));
      expect(res.statusCode).toBe(413);
      expect(await stored()).toEqual(before);
    });

    it('checks the optional date and time of a cart payment the same way', async () => {
      const s = await t.createUser();
      const a = await insertEvent(t, { fees: 500 });
      const tomorrow = siteDayOf(new Date(Date.now() + DAYS(1)).toISOString());
      const future = await payCart(t, s.cookie, cartForm(fields([a.id], 500, { transactionDate: tomorrow })));
      expect([future.statusCode, future.json().message]).toEqual([400, TRANSACTION_DATE_FUTURE]);
      const badTime = await payCart(t, s.cookie, cartForm(fields([a.id], 500, { transactionTime: '99:00' })));
      expect([badTime.statusCode, badTime.json().message]).toEqual([400, TRANSACTION_TIME_INVALID]);
      expect((await payCart(t, s.cookie, cartForm(fields([a.id], 500, { transactionDate: '', transactionTime: '' })))).statusCode).toBe(201);
    });

    it('needs the mobile number and the transaction ID', async () => {
      const s = await t.createUser();
      const a = await insertEvent(t, { fees: 500 });
      const noMobile = fields([a.id], 500);
      delete (noMobile as Record<string, string>).mobileNumber;
      const r1 = await payCart(t, s.cookie, cartForm(noMobile));
      expect([r1.statusCode, r1.json().message]).toEqual([400, MSG.fillTransactionDetails]);
      const r2 = await payCart(t, s.cookie, cartForm(fields([a.id], 500, { mobileNumber: '12345' })));
      expect([r2.statusCode, r2.json().message]).toEqual([400, MSG.invalidMobile]);
      const r3 = await payCart(t, s.cookie, cartForm(fields([a.id], 500, { transactionId: '' })));
      expect([r3.statusCode, r3.json().message]).toEqual([400, MSG.fillTransactionDetails]);
    });

    it("refuses another student's user id in the form", async () => {
      const s = await t.createUser();
      const other = await t.createUser();
      const a = await insertEvent(t, { fees: 500 });
      const before = await stored();
      const res = await payCart(t, s.cookie, cartForm(fields([a.id], 500, { userId: String(other.id) })));
      expect(res.statusCode).toBe(403);
      expect(await stored()).toEqual(before);
    });

    it('refuses the whole payment when one event of the cart is closed, naming that event', async () => {
      const s = await t.createUser();
      const a = await insertEvent(t, { fees: 500 });
      const late = await insertEvent(t, { name: 'Closed Quiz', fees: 100, closesIn: -1000 });
      const before = await stored();
      const res = await payCart(t, s.cookie, cartForm(fields([a.id, late.id], 600)));
      expect([res.statusCode, res.json().message]).toEqual([400, 'Registration for Closed Quiz has closed.']);
      // One event alone needs no name: its refusal is as before.
      const alone = await payCart(t, s.cookie, cartForm(fields([late.id], 100)));
      expect([alone.statusCode, alone.json().message]).toEqual([400, MSG.registrationDeadlinePassed]);
      expect(await stored()).toEqual(before);
    });
  });

  describe('GET /api/payments/{id}/screenshot', () => {
    it('shows the screenshot to its owner and to staff, never to another student', async () => {
      const s = await t.createUser();
      const other = await t.createUser();
      const a = await insertEvent(t, { fees: 500 });
      const form = cartForm({ eventIds: `[${a.id}]`, transactionId: newTxn(), mobileNumber: '9876501234', transactionAmount: '500' });
      const { paymentId } = (await payCart(t, s.cookie, form)).json();
      const url = `/api/payments/${paymentId}/screenshot`;
      const own = await t.app.inject({ method: 'GET', url, headers: { cookie: s.cookie } });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('image/jpeg');
      expect(own.headers['cache-control']).toBe('private, no-store');
      // Re-encoded on upload: a JPEG of the same picture, not the uploaded bytes.
      expect(own.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
      expect(own.rawPayload.length).toBeGreaterThan(100);
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: await t.adminCookie() } })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(404); // alike to a missing one (test/security/leftovers.test.ts)
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });
  });

  describe('GET /api/registrations/check-transaction/{id}', () => {
    it('tells whether a transaction ID is used, whatever its case', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { fees: 150 });
      const txn = newTxn();
      const check = async (id: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/registrations/check-transaction/${encodeURIComponent(id)}`, headers: { cookie: s.cookie } })).json();
      expect(await check(txn)).toEqual({ exists: false });
      await payManually(t, s, e.id, 150, { transactionId: txn });
      expect(await check(txn)).toEqual({ exists: true });
      expect(await check(txn.toLowerCase())).toEqual({ exists: true });
      expect((await t.app.inject({ method: 'GET', url: `/api/registrations/check-transaction/${txn}` })).statusCode).toBe(401);
    });
  });
});
