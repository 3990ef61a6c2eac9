import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createAdminTestApp, type TestApp } from '../helpers/app';
import {
  cartForm,
  insertEvent,
  newTxn,
  openSymposia,
  payCart,
  payManually,
  verifyPayment,
} from '../registrations/fixtures';
import { formTeam, insertSeatEvent } from '../seats/fixtures';

// The dashboard's money and seats when one payment covers several registrations (a team) or
// several events (a cart), built through the site's own calls, on both databases.

type Student = Awaited<ReturnType<TestApp['createUser']>>;

describe.each(DIALECTS)('GET /api/admin/stats with teams and carts on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let hackathon: { id: number };
  let workshop: { id: number };
  let robots: { id: number };

  const stats = async (symposium: 'Enigma' | 'Carteblanche') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/stats?symposium=${symposium}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  /** A team of `size` formed on the site; its leader first in `members`. */
  async function team(eventId: number, teamName: string, size: number) {
    const members = [];
    for (let i = 0; i < size; i++) members.push(await t.createUser());
    await formTeam(t, eventId, teamName, members);
    return members[0]!;
  }

  async function payCartOf(s: Student, eventIds: number[], amount: number) {
    const res = await payCart(
      t,
      s.cookie,
      cartForm({
        eventIds: JSON.stringify(eventIds),
        transactionId: newTxn(),
        mobileNumber: '9876543210',
        transactionAmount: String(amount),
      }),
    );
    expect(res.statusCode).toBe(201);
    return res.json().paymentId as number;
  }

  async function verify(s: Student, eventId: number, paymentId: number) {
    expect((await verifyPayment(t, admin, { userId: s.id, eventId, paymentId })).statusCode).toBe(
      200,
    );
  }

  beforeAll(async () => {
    ({ t, admin } = await createAdminTestApp(dialect));
    await openSymposia(t);
    hackathon = await insertSeatEvent(t, {
      name: 'Hackathon 24h',
      symposium: 'Enigma',
      fees: 300,
      capacity: 5,
      team: true,
      minTeam: 2,
      maxTeam: 3,
    });
    const codeGolf = await insertEvent(t, { name: 'Code Golf', symposium: 'Enigma', fees: 100 });
    workshop = await insertEvent(t, { name: 'ML Workshop', symposium: 'Enigma', fees: 250 });
    robots = await insertEvent(t, {
      name: 'Robo Race',
      symposium: 'Carteblanche',
      fees: 200,
    });

    // Byte Busters (3 members) pay ₹300 once, verified; Null Pointers (2 members) pay ₹300, pending.
    const busters = await team(hackathon.id, 'Byte Busters', 3);
    const paid = await payManually(t, busters, hackathon.id, 300);
    expect(paid.statusCode).toBe(201);
    await verify(busters, hackathon.id, paid.json().paymentId);
    const pointers = await team(hackathon.id, 'Null Pointers', 2);
    expect((await payManually(t, pointers, hackathon.id, 300)).statusCode).toBe(201);

    // One cart payment of ₹350 for Code Golf and the workshop, verified.
    const priya = await t.createUser();
    await verify(priya, codeGolf.id, await payCartOf(priya, [codeGolf.id, workshop.id], 350));
    // One cart payment of ₹450 across both symposia (workshop ₹250, Robo Race ₹200), pending.
    await payCartOf(await t.createUser(), [workshop.id, robots.id], 450);
  });
  afterAll(async () => t?.close());

  it('counts the money of each payment once: a team pays one fee, a cart its total', async () => {
    const { totals } = await stats('Enigma');
    expect(totals).toMatchObject({
      registrations: 5 + 2 + 1,
      verified: 3 + 2,
      pending: 2 + 1,
      // ₹300 from Byte Busters and ₹350 from the cart; ₹300 from Null Pointers and the
      // workshop's ₹250 of the cart shared with Carteblanche.
      revenueVerified: 300 + 350,
      revenuePending: 300 + 250,
    });
    expect((await stats('Carteblanche')).totals).toMatchObject({
      revenueVerified: 0,
      revenuePending: 200,
    });
  });

  it('counts a team event’s seats in teams: 2 of 5 taken, 1 held by a pending payment', async () => {
    const { perEvent } = await stats('Enigma');
    // Registrations stay one per person: 3 + 2 members.
    expect(perEvent.find((e: { eventId: number }) => e.eventId === hackathon.id)).toMatchObject({
      registrations: 5,
      verified: 3,
      pending: 2,
      capacity: 5,
      seatsLeft: 3,
      pendingSeats: 1,
    });
    const event = await t.app.inject({ method: 'GET', url: `/api/events/${hackathon.id}` });
    expect(event.json()).toMatchObject({ capacity: 5, seatsLeft: 3 });
  });

  it('splits a cart across symposia by the fees when paid, whatever they are edited to', async () => {
    const fee = (id: number, registration_fees: number) =>
      t.db.updateTable('events').set({ registration_fees }).where('id', '=', id).execute();
    const pending = async () => [
      (await stats('Enigma')).totals.revenuePending,
      (await stats('Carteblanche')).totals.revenuePending,
    ];
    // The ₹450 cart paid the workshop ₹250 and Robo Race ₹200, and the two parts make the ₹450.
    await fee(workshop.id, 80);
    expect(await pending()).toEqual([300 + 250, 200]);
    await fee(robots.id, 0);
    expect(await pending()).toEqual([300 + 250, 200]);
    await fee(workshop.id, 250);
    await fee(robots.id, 200);
  });

  it('keeps the money paid when a fee is changed afterwards', async () => {
    await t.db
      .updateTable('events')
      .set({ registration_fees: 400 })
      .where('id', '=', hackathon.id)
      .execute();
    expect((await stats('Enigma')).totals).toMatchObject({
      revenueVerified: 300 + 350,
      revenuePending: 300 + 250,
    });
  });
});
