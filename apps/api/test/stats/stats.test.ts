import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountSeats } from '../../src/modules/seats/repository';
import { DIALECTS, createAdminTestApp, type TestApp } from '../helpers/app';
import { insertCheckIn } from '../helpers/rows';
import { insertEvent } from '../registrations/fixtures';

// The dashboard's figures against a small symposium counted by hand, on both databases.

type Status = 'pending' | 'verified' | 'rejected';

describe.each(DIALECTS)('GET /api/admin/stats on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let organizer: string;
  let ids: { a: number; b: number };
  /** Each event's fee: a payment for an event pays its fee. */
  const fees = new Map<number, number>();

  /** A payment decided `hours` after submission (null: not decided), covering `eventId`. */
  async function payment(
    userId: number,
    eventId: number,
    verified: 1 | 0 | null,
    hours: number | null,
  ) {
    const created = Date.parse('2030-01-05T08:00:00.000Z');
    const row = await t.db
      .insertInto('payments')
      .values({
        user_id: userId,
        transaction_id: `TXN${userId}X${eventId}X${verified}`,
        transaction_username: 'Student',
        transaction_date: '2030-01-05',
        transaction_time: '08:00',
        amount: fees.get(eventId) ?? 100,
        verified,
        verified_at: hours == null ? null : new Date(created + hours * 3_600_000).toISOString(),
        created_at: new Date(created).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('payment_events')
      .values({ payment_id: row.id, event_id: eventId })
      .execute();
    return row.id;
  }

  async function register(
    userId: number,
    eventId: number,
    status: Status,
    day: string,
    paymentId: number | null = null,
  ) {
    const row = await t.db
      .insertInto('registrations')
      .values({
        user_id: userId,
        event_id: eventId,
        payment_id: paymentId,
        status,
        created_at: `${day}T10:00:00.000Z`,
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A registration with a payment of its own for the event (see payment()). */
  async function registerPaid(
    userId: number,
    eventId: number,
    status: Status,
    day: string,
    verified: 1 | 0 | null,
    hours: number | null,
  ) {
    return register(userId, eventId, status, day, await payment(userId, eventId, verified, hours));
  }

  const checkIn = (registrationId: number, eventId: number) => insertCheckIn(t, eventId, registrationId);

  beforeAll(async () => {
    ({ t, admin } = await createAdminTestApp(dialect));
    organizer = (await t.createUser({ role: 'organizer' })).cookie;
    const a = await insertEvent(t, { name: 'Alpha Quiz', fees: 100, symposium: 'Carteblanche' });
    const b = await insertEvent(t, { name: 'Beta Code', fees: 200, symposium: 'Carteblanche' });
    const other = await insertEvent(t, { name: 'Gamma Elsewhere', fees: 50, symposium: 'Enigma' });
    await t.db.updateTable('events').set({ capacity: 3 }).where('id', '=', a.id).execute();
    ids = { a: a.id, b: b.id };
    for (const e of [a, b, other]) fees.set(e.id, e.fees);

    const s1 = await t.createUser({ college: 'College X' });
    const s2 = await t.createUser({ college: 'College X' });
    const s3 = await t.createUser({ college: 'College Y' });
    const s4 = await t.createUser({ college: 'College Z' });

    const s1a = await registerPaid(s1.id, a.id, 'verified', '2030-01-01', 1, 2);
    await registerPaid(s2.id, a.id, 'verified', '2030-01-01', 1, 4);
    await registerPaid(s1.id, b.id, 'pending', '2030-01-02', null, null);
    await registerPaid(s3.id, a.id, 'pending', '2030-01-02', null, null);
    const s3b = await registerPaid(s3.id, b.id, 'verified', '2030-01-02', 1, 10);
    await registerPaid(s4.id, b.id, 'rejected', '2030-01-02', 0, 1);
    // Another symposium's registration, payment and check-in must not be counted.
    const elsewhere = await registerPaid(s1.id, other.id, 'verified', '2030-01-03', null, null);
    await checkIn(elsewhere, other.id);

    await checkIn(s1a, a.id);
    await checkIn(s3b, b.id);
    const now = new Date().toISOString();
    await t.db
      .insertInto('waitlist_entries')
      .values([
        {
          event_id: a.id,
          user_id: s4.id,
          team_id: null,
          status: 'waiting',
          offered_at: null,
          offered_until: null,
          updated_at: now,
        },
        {
          event_id: b.id,
          user_id: s2.id,
          team_id: null,
          status: 'left',
          offered_at: null,
          offered_until: null,
          updated_at: now,
        },
      ])
      .execute();
    // The rows above were written straight to the database: count their seats as saving the
    // event's form does.
    for (const id of [a.id, b.id]) await recountSeats(t.db, id);
  });
  afterAll(async () => t?.close());

  const get = (cookie: string | undefined, symposium = 'Carteblanche') =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/stats?symposium=${symposium}`,
      headers: cookie ? { cookie } : {},
    });

  it('gives the admin the hand-counted totals, revenue included', async () => {
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.totals).toEqual({
      students: 3,
      registrations: 5,
      verified: 3,
      pending: 2,
      rejected: 1,
      revenueVerified: 2 * 100 + 200,
      revenuePending: 100 + 200,
      checkedIn: 2,
    });
  });

  it('counts each event: fill, pending seats, waitlist, check-in and no-shows', async () => {
    const body = (await get(admin)).json();
    expect(body.perEvent).toEqual([
      {
        eventId: ids.a,
        eventName: 'Alpha Quiz',
        registrations: 3,
        verified: 2,
        pending: 1,
        capacity: 3,
        seatsLeft: 0,
        pendingSeats: 1,
        waitlist: 1,
        checkedIn: 1,
        noShows: 1,
      },
      {
        eventId: ids.b,
        eventName: 'Beta Code',
        registrations: 2,
        verified: 1,
        pending: 1,
        capacity: null,
        seatsLeft: null,
        pendingSeats: 1,
        waitlist: 0,
        checkedIn: 1,
        noShows: 0,
      },
    ]);
  });

  it('counts registrations per day, top colleges, the backlog and the median time to verify', async () => {
    const body = (await get(admin)).json();
    expect(body.perDay).toEqual([
      { date: '2030-01-01', registrations: 2 },
      { date: '2030-01-02', registrations: 3 },
    ]);
    expect(body.topColleges).toEqual([
      { college: 'College X', students: 2 },
      { college: 'College Y', students: 1 },
    ]);
    // Decided after 2, 4, 10 and 1 hours: the median is 3; two payments wait.
    expect(body.verification).toEqual({ backlog: 2, medianHours: 3 });
  });

  it('hides revenue from organizers and shows them everything else', async () => {
    const res = await get(organizer);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals).not.toHaveProperty('revenueVerified');
    expect(body.totals).not.toHaveProperty('revenuePending');
    expect(body.totals.registrations).toBe(5);
    expect(body.perEvent).toHaveLength(2);
  });

  it('gives a coordinator the figures of their own events only, totals included', async () => {
    const coordinator = await t.createUser({ role: 'organizer' });
    await t.db.insertInto('event_coordinators').values({ event_id: ids.a, user_id: coordinator.id }).execute();
    const body = (await get(coordinator.cookie)).json();
    // Alpha Quiz alone: s1 (College X) and s2 (X) verified on the 1st, s3 (Y) pending on the 2nd,
    // s1 checked in; its payments decided after 2 and 4 hours and s3's waiting (not Beta Code's).
    expect(body).toMatchObject({
      totals: { students: 3, registrations: 3, verified: 2, pending: 1, rejected: 0, checkedIn: 1 },
      perEvent: [{ eventName: 'Alpha Quiz' }],
      perDay: [{ date: '2030-01-01', registrations: 2 }, { date: '2030-01-02', registrations: 1 }],
      topColleges: [{ college: 'College X', students: 2 }, { college: 'College Y', students: 1 }],
      verification: { backlog: 1, medianHours: 3 },
    });
    expect(body.perEvent).toHaveLength(1);
    expect(body.totals).not.toHaveProperty('revenueVerified');
    // In a symposium where they coordinate nothing, they see nothing.
    const elsewhere = (await get(coordinator.cookie, 'Enigma')).json();
    expect(elsewhere.totals).toEqual({ students: 0, registrations: 0, verified: 0, pending: 0, rejected: 0, checkedIn: 0 });
    expect(elsewhere.perEvent).toEqual([]);
    expect(elsewhere.verification).toEqual({ backlog: 0, medianHours: null });
  });

  it('is exact at the time of the call: a new registration shows at once', async () => {
    const s5 = await t.createUser({ college: 'College Y' });
    await register(s5.id, ids.b, 'verified', '2030-01-02');
    const body = (await get(admin)).json();
    expect(body.totals.registrations).toBe(6);
    expect(body.topColleges).toEqual([
      { college: 'College X', students: 2 },
      { college: 'College Y', students: 2 },
    ]);
  });

  it('refuses students and anonymous callers, and an unknown symposium', async () => {
    const student = await t.createUser();
    expect((await get(student.cookie)).statusCode).toBe(403);
    expect((await get(undefined)).statusCode).toBe(401);
    const bad = await get(admin, 'Nowhere');
    expect(bad.statusCode).toBe(400);
  });

  it('reads the same number of queries for 2 events as for 12 with more registrations (no N+1)', async () => {
    const counted = async () => {
      await t.app.mail.flush();
      const before = t.handle.stats.queries;
      const res = await get(admin);
      expect(res.statusCode).toBe(200);
      return t.handle.stats.queries - before;
    };
    const few = await counted();
    for (let i = 0; i < 10; i++) {
      const e = await insertEvent(t, { name: `Many ${i}`, symposium: 'Carteblanche' });
      const s = await t.createUser({ college: `College ${i}` });
      await registerPaid(
        s.id,
        e.id,
        i % 2 ? 'pending' : 'verified',
        '2030-01-04',
        i % 2 ? null : 1,
        5,
      );
    }
    const many = await counted();
    expect((await get(admin)).json().perEvent).toHaveLength(12);
    expect(many).toBe(few);
    // One session lookup, the transaction and its five reads.
    expect(many).toBeLessThanOrEqual(9);
  });
});
