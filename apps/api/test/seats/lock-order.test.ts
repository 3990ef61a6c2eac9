import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { DIALECTS, createTestApp, sendAs, type TestApp } from '../helpers/app';
import { cartForm, decidePayment, newTxn, openSymposia, payCart, payManually } from '../registrations/fixtures';
import { cancel, formTeam, insertSeatEvent, registerFree, registrationIdOf, seatsOf } from './fixtures';

// PostgreSQL row locks are taken teams, then events, then payments and registrations
// (docs/architecture.md, 'Row locks'). Two changes that took them in other orders waited on each
// other, and the database killed one: the user saw 'Something went wrong.'. Here a third
// transaction holds the event's row while two changes queue behind it in a known order, then lets
// go; both must go through.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `first`, then `second`, both queued behind a hold on the events' rows, then lets go. */
async function queuedBehindEvent(
  t: TestApp,
  eventIds: number | number[],
  first: () => Promise<LightMyRequestResponse>,
  second: () => Promise<LightMyRequestResponse>,
) {
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const hold = t.db.transaction().execute(async (trx) => {
    const ids = [eventIds].flat();
    await sql`select id from events where id in (${sql.join(ids)}) order by id for update`.execute(trx);
    holding();
    await released;
  });
  await held;
  const a = first();
  await pause(300);
  const b = second();
  await pause(300);
  letGo();
  await hold;
  return Promise.all([a, b]);
}

describe.runIf(DIALECTS.includes('postgres'))('the order of row locks on postgres', () => {
  let t: TestApp;
  let admin: string;
  let organizer: string;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    await openSymposia(t);
    admin = await t.adminCookie();
    organizer = (await t.createUser({ role: 'organizer' })).cookie;
  });
  afterAll(async () => t?.close());

  it('a staff cancel and a rejection of the same payment both go through, and the seat is freed once', async () => {
    const e = await insertSeatEvent(t, { fees: 150, capacity: 3 });
    const f = await insertSeatEvent(t, { fees: 100, capacity: null });
    const other = await t.createUser();
    expect((await payManually(t, other, e.id, 150)).statusCode).toBe(201);
    const s = await t.createUser();
    const form = cartForm({ eventIds: JSON.stringify([e.id, f.id]), transactionId: newTxn(), mobileNumber: '9876501234', transactionAmount: '250' });
    expect((await payCart(t, s.cookie, form)).statusCode).toBe(201);
    expect((await seatsOf(t, e.id)).seats_taken).toBe(2);
    const regId = await registrationIdOf(t, s.id, e.id);
    const [cancelled, rejected] = await queuedBehindEvent(
      t,
      e.id,
      () => cancel(t, organizer, regId),
      () => decidePayment(t, admin, { userId: s.id, eventId: f.id, verified: false }),
    );
    expect([cancelled.statusCode, rejected.statusCode]).toEqual([200, 200]);
    // The rejection decided what the payment still paid for: the cancelled seat was not freed twice.
    expect((await seatsOf(t, e.id)).seats_taken).toBe(1);
  });

  it('two staff cancels of a cart payment’s two registrations at once close the payment', async () => {
    const e = await insertSeatEvent(t, { fees: 150, capacity: null });
    const f = await insertSeatEvent(t, { fees: 100, capacity: null });
    const s = await t.createUser();
    const form = cartForm({ eventIds: JSON.stringify([e.id, f.id]), transactionId: newTxn(), mobileNumber: '9876501234', transactionAmount: '250' });
    const paid = await payCart(t, s.cookie, form);
    expect(paid.statusCode).toBe(201);
    const [first, second] = [await registrationIdOf(t, s.id, e.id), await registrationIdOf(t, s.id, f.id)];
    const answers = await queuedBehindEvent(
      t,
      [e.id, f.id],
      () => cancel(t, organizer, first),
      () => cancel(t, organizer, second),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const payment = await t.db.selectFrom('payments').select(['verified', 'reason']).where('id', '=', paid.json().paymentId).executeTakeFirstOrThrow();
    expect({ ...payment, verified: Number(payment.verified) }).toEqual({ verified: 0, reason: MSG.paymentRegistrationsCancelled });
  });

  it('a staff cancel of a payment’s only registration closes it; a rejection queued behind is told it changed meanwhile', async () => {
    const e = await insertSeatEvent(t, { fees: 150, capacity: null });
    const s = await t.createUser();
    expect((await payManually(t, s, e.id, 150)).statusCode).toBe(201);
    const regId = await registrationIdOf(t, s.id, e.id);
    const [cancelled, rejected] = await queuedBehindEvent(
      t,
      e.id,
      () => cancel(t, organizer, regId),
      () => decidePayment(t, admin, { userId: s.id, eventId: e.id, verified: false }),
    );
    expect([cancelled.statusCode, rejected.statusCode, rejected.json().message]).toEqual([200, 409, MSG.paymentChangedMeanwhile]);
  });

  for (const how of ['removes', 'cancels'] as const) {
    it(`staff ${how} a team member while the team's payment is rejected: both go through`, async () => {
      const e = await insertSeatEvent(t, { fees: 150, capacity: null, team: true, minTeam: 1, maxTeam: 4 });
      const [leader, mate] = [await t.createUser(), await t.createUser()];
      const teamId = await formTeam(t, e.id, `Rejected ${how}`, [leader, mate]);
      expect((await payManually(t, leader, e.id, 150)).statusCode).toBe(201);
      const regId = await registrationIdOf(t, mate.id, e.id);
      const [staff, rejected] = await queuedBehindEvent(
        t,
        e.id,
        () =>
          how === 'removes'
            ? sendAs(t, organizer, 'DELETE', `/api/teams/${teamId}/members/${mate.id}`)
            : cancel(t, organizer, regId),
        () => decidePayment(t, admin, { userId: leader.id, eventId: e.id, verified: false }),
      );
      expect([staff.statusCode, rejected.statusCode]).toEqual([200, 200]);
    });
  }

  for (const who of ['staff', 'the leader'] as const) {
    it(`winners naming a team are saved while ${who} cancels in that team: both go through`, async () => {
      const e = await insertSeatEvent(t, { fees: 0, capacity: null, team: true, minTeam: 1, maxTeam: 4 });
      const [l1, m1, l2] = [await t.createUser(), await t.createUser(), await t.createUser()];
      const first = await formTeam(t, e.id, `First ${who}`, [l1, m1]);
      const second = await formTeam(t, e.id, `Second ${who}`, [l2]);
      expect((await registerFree(t, l1, e.id)).statusCode).toBe(201);
      expect((await registerFree(t, l2, e.id)).statusCode).toBe(201);
      const regId = await registrationIdOf(t, who === 'staff' ? m1.id : l1.id, e.id);
      const [saved, cancelled] = await queuedBehindEvent(
        t,
        e.id,
        () =>
          sendAs(t, organizer, 'PUT', `/api/events/${e.id}/winners`, {
            winners: [
              { teamId: first, position: 1 },
              { teamId: second, position: 2 },
            ],
          }),
        () => cancel(t, who === 'staff' ? organizer : l1.cookie, regId),
      );
      expect([saved.statusCode, cancelled.statusCode]).toEqual([200, 200]);
    });
  }
});
