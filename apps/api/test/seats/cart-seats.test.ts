import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEATS_MSG } from '@app/shared';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { importStatement } from '../reconciliation/statements';
import {
  cartForm,
  insertEvent,
  newTxn,
  openSymposia,
  payCart,
  payManually,
} from '../registrations/fixtures';
import {
  cancel,
  entriesOf,
  insertSeatEvent,
  joinWaitlist,
  lapseOffers,
  offerMails,
  registerFree,
} from './fixtures';

// SPEC-2 §A seats as the cart sees them: an event can fill while it sits in someone's cart, so the
// cart carries each event's seats (the count the event calls give) and the student's own offer,
// and a 409 'This event is full.' names the event it is about.

type Student = { id: number; email: string; cookie: string };

describe.each(DIALECTS)('seats in the cart on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
  });
  afterAll(async () => t?.close());

  const addToCart = (s: Student, eventId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { cookie: s.cookie },
      payload: { userEmail: s.email, eventId, symposiumName: 'Carteblanche' },
    });
  const cartOf = async (s: Student) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/cart/${s.id}`, headers: { cookie: s.cookie } })
    ).json() as {
      cartId: number;
      eventId: number;
      capacity: number | null;
      seatsLeft: number | null;
      offeredUntil: string | null;
    }[];
  const itemOf = async (s: Student, eventId: number) =>
    (await cartOf(s)).find((i) => i.eventId === eventId)!;
  const eventSeats = async (eventId: number) => {
    const one = (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}` })).json();
    const list = (await t.app.inject({ method: 'GET', url: '/api/events' })).json() as {
      id: number;
      seatsLeft: number | null;
    }[];
    return {
      one: one.seatsLeft,
      list: list.find((e) => e.id === eventId)!.seatsLeft,
      capacity: one.capacity,
    };
  };
  const payments = async () => (await t.db.selectFrom('payments').select('id').execute()).length;
  const cartFields = (s: Student, eventIds: number[], amount: number, transactionId: string) => ({
    userId: String(s.id),
    eventIds: JSON.stringify(eventIds),
    transactionId,
    transactionUsername: 'Priya Raman',
    mobileNumber: '9876501234',
    transactionAmount: String(amount),
  });

  it('carries capacity and seatsLeft as the event calls count them, and shows an event that filled in the cart', async () => {
    const a = await t.createUser();
    const limited = await insertSeatEvent(t, { fees: 100, capacity: 1 });
    const open = await insertEvent(t, { fees: 200 });
    expect((await addToCart(a, limited.id)).statusCode).toBe(201);
    const added = await addToCart(a, open.id);
    expect(added.json().item).toMatchObject({
      capacity: null,
      seatsLeft: null,
      offeredUntil: null,
    });

    expect(await itemOf(a, limited.id)).toMatchObject({
      capacity: 1,
      seatsLeft: 1,
      offeredUntil: null,
    });
    expect(await itemOf(a, open.id)).toMatchObject({
      capacity: null,
      seatsLeft: null,
      offeredUntil: null,
    });

    // Someone else pays for the last seat while it sits in a's cart.
    expect((await payManually(t, await t.createUser(), limited.id, 100)).statusCode).toBe(201);
    expect(await itemOf(a, limited.id)).toMatchObject({
      capacity: 1,
      seatsLeft: 0,
      offeredUntil: null,
    });
    expect(await eventSeats(limited.id)).toEqual({ one: 0, list: 0, capacity: 1 });
  });

  it("refuses paying for a full event with the SPEC's 409 naming it, stores nothing, and records the rest at the fees' sum", async () => {
    const a = await t.createUser();
    const limited = await insertSeatEvent(t, { fees: 100, capacity: 1, name: 'Lab of One' });
    const open = await insertEvent(t, { fees: 200 });
    await addToCart(a, limited.id);
    await addToCart(a, open.id);
    await payManually(t, await t.createUser(), limited.id, 100);

    const before = await payments();
    const transactionId = newTxn();
    const refused = await payCart(
      t,
      a.cookie,
      cartForm(cartFields(a, [limited.id, open.id], 300, transactionId)),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: SEATS_MSG.eventFull,
      eventId: limited.id,
      eventName: 'Lab of One',
    });
    expect(await payments()).toBe(before);
    expect((await cartOf(a)).map((i) => i.eventId)).toEqual([limited.id, open.id]);

    // Without the full event, the same transfer is submitted for the fees of what is left: the
    // amount must equal the fees' sum (SPEC §5), so ₹200 is what the payment records.
    const limitedLine = (await itemOf(a, limited.id)).cartId;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${limitedLine}`,
      headers: { cookie: a.cookie },
    });
    const paid = await payCart(t, a.cookie, cartForm(cartFields(a, [open.id], 200, transactionId)));
    expect(paid.statusCode).toBe(201);
    const payment = await t.db
      .selectFrom('payments')
      .select('amount')
      .where('id', '=', paid.json().paymentId)
      .executeTakeFirstOrThrow();
    expect(payment.amount).toBe(200);

    // If ₹300 had been sent, the bank statement shows it against the ₹200 recorded (SPEC-2 §E).
    const organizer = await t.createUser({
      role: 'organizer',
      email: `cart_seats_${dialect}@csmit.test`,
    });
    const csv = [
      'Date,Narration,Ref,Credit',
      `24/11/2026,UPI/CR/${transactionId}/PRIYA RAMAN,,300.00`,
    ].join('\n');
    const body = await importStatement(t, organizer.cookie, Buffer.from(csv), 'statement.csv');
    expect(body.amountMismatch).toEqual([
      {
        paymentId: paid.json().paymentId,
        // Named as staff know it (createUser's default name).
        userName: 'Test Student',
        transactionId,
        amount: 200,
        statementAmount: 300,
        line: 2,
      },
    ]);
  });

  it('names the full event on the single-event payment, on free registration and on adding to the cart', async () => {
    const paidEvent = await insertSeatEvent(t, { fees: 120, capacity: 1, name: 'Paid and Full' });
    await payManually(t, await t.createUser(), paidEvent.id, 120);
    const late = await t.createUser();
    const manual = await payManually(t, late, paidEvent.id, 120);
    expect(manual.statusCode).toBe(409);
    expect(manual.json()).toEqual({
      message: SEATS_MSG.eventFull,
      eventId: paidEvent.id,
      eventName: 'Paid and Full',
    });
    const cart = await addToCart(late, paidEvent.id);
    expect(cart.json()).toEqual({
      message: SEATS_MSG.eventFull,
      eventId: paidEvent.id,
      eventName: 'Paid and Full',
    });

    const freeEvent = await insertSeatEvent(t, { fees: 0, capacity: 1, name: 'Free and Full' });
    await registerFree(t, await t.createUser(), freeEvent.id);
    const free = await registerFree(t, late, freeEvent.id);
    expect(free.statusCode).toBe(409);
    expect(free.json()).toEqual({
      message: SEATS_MSG.eventFull,
      eventId: freeEvent.id,
      eventName: 'Free and Full',
    });
  });

  it('a seat offered to the student is theirs in the cart (offeredUntil) though seatsLeft is 0; a lapsed offer ends on the cart read', async () => {
    const e = await insertSeatEvent(t, { fees: 100, capacity: 1 });
    const holder = await t.createUser();
    const held = await payManually(t, holder, e.id, 100);
    const first = await t.createUser();
    const second = await t.createUser();
    await joinWaitlist(t, first, e.id);
    await joinWaitlist(t, second, e.id);
    // Staff cancel the holder's paid registration: the seat is offered to the first in line.
    const res = await cancel(t, await t.adminCookie(), held.json().registrations[0].id);
    expect(res.statusCode).toBe(200);
    const [offer] = await entriesOf(t, e.id);
    expect(offer!.status).toBe('offered');

    expect((await addToCart(first, e.id)).statusCode).toBe(201);
    expect(await itemOf(first, e.id)).toEqual(
      expect.objectContaining({ seatsLeft: 0, capacity: 1, offeredUntil: offer!.offered_until }),
    );

    await lapseOffers(t, e.id);
    expect(await itemOf(first, e.id)).toMatchObject({ seatsLeft: 0, offeredUntil: null });
    expect((await entriesOf(t, e.id)).map((x) => x.status)).toEqual(['expired', 'offered']);
    expect(await offerMails(t, second.email)).toHaveLength(1);
  });
});
