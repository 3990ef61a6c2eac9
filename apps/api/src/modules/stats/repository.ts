import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { groupBy } from '../../lib/group-by';

// The dashboard's reads. Each is one statement whatever the symposium's size, so the dashboard's
// cost does not grow with events or registrations (PostgreSQL answers counts as strings: Number()).

const n = (v: unknown) => Number(v ?? 0);

/**
 * The events a coordinator is held to (SPEC-2 §I), or null for every event of the symposium.
 * An empty list matches nothing (`in ()` is not SQL, so it is written as an id no event has).
 */
export type EventFilter = readonly number[] | null;
const idsOf = (only: EventFilter) => (only?.length ? only : [-1]);

/**
 * Per event of the symposium: registrations by status, seats (capacity, the seat counter, and the
 * seats pending registrations hold), waitlist and check-ins.
 */
export async function perEvent(db: Db, symposium: string, only: EventFilter) {
  const rows = await db
    .selectFrom('events as e')
    .where('e.symposium_name', '=', symposium)
    .$if(only !== null, (q) => q.where('e.id', 'in', idsOf(only)))
    .select((eb) => [
      'e.id',
      'e.event_name',
      'e.capacity',
      'e.seats_taken',
      eb
        .selectFrom('registrations as r')
        .whereRef('r.event_id', '=', 'e.id')
        .where('r.status', '=', 'verified')
        .select((x) => x.fn.countAll().as('c'))
        .as('verified'),
      eb
        .selectFrom('registrations as r')
        .whereRef('r.event_id', '=', 'e.id')
        .where('r.status', '=', 'pending')
        .select((x) => x.fn.countAll().as('c'))
        .as('pending'),
      // Seats as the seat counter counts them: a student on their own holds one, and a team's
      // registrations hold one together (rows without a team, plus each team once).
      eb
        .selectFrom('registrations as r')
        .whereRef('r.event_id', '=', 'e.id')
        .where('r.status', '=', 'pending')
        .select(sql<number>`count(*) - count(r.team_id) + count(distinct r.team_id)`.as('c'))
        .as('pending_seats'),
      eb
        .selectFrom('registrations as r')
        .whereRef('r.event_id', '=', 'e.id')
        .where('r.status', '=', 'rejected')
        .select((x) => x.fn.countAll().as('c'))
        .as('rejected'),
      eb
        .selectFrom('waitlist_entries as w')
        .whereRef('w.event_id', '=', 'e.id')
        .where('w.status', 'in', ['waiting', 'offered'])
        .select((x) => x.fn.countAll().as('c'))
        .as('waitlist'),
      // Only check-ins of registrations still verified count as attendance.
      eb
        .selectFrom('check_ins as c')
        .innerJoin('registrations as r', 'r.id', 'c.registration_id')
        .whereRef('c.event_id', '=', 'e.id')
        .where('r.status', '=', 'verified')
        .select((x) => x.fn.countAll().as('c'))
        .as('checked_in'),
    ])
    .orderBy('e.event_name')
    .orderBy('e.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.event_name,
    capacity: r.capacity,
    seats_taken: n(r.seats_taken),
    verified: n(r.verified),
    pending: n(r.pending),
    pendingSeats: n(r.pending_seats),
    rejected: n(r.rejected),
    waitlist: n(r.waitlist),
    checkedIn: n(r.checked_in),
  }));
}

/** Distinct students holding a pending or verified registration in the symposium. */
export async function countStudents(db: Db, symposium: string, only: EventFilter): Promise<number> {
  const row = await db
    .selectFrom('registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .where('e.symposium_name', '=', symposium)
    .$if(only !== null, (q) => q.where('e.id', 'in', idsOf(only)))
    .where('r.status', 'in', ['pending', 'verified'])
    .select(sql<number>`count(distinct r.user_id)`.as('c'))
    .executeTakeFirst();
  return n(row?.c);
}

/** Pending and verified registrations by the UTC day they were made (timestamps are ISO text). */
export async function registrationsPerDay(db: Db, symposium: string, only: EventFilter) {
  const day = sql<string>`substr(r.created_at, 1, 10)`;
  const rows = await db
    .selectFrom('registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .where('e.symposium_name', '=', symposium)
    .$if(only !== null, (q) => q.where('e.id', 'in', idsOf(only)))
    .where('r.status', 'in', ['pending', 'verified'])
    .select([day.as('day'), (eb) => eb.fn.countAll().as('c')])
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((r) => ({ date: r.day, registrations: n(r.c) }));
}

/** Colleges by distinct students holding a pending or verified registration, most first. */
export async function topColleges(db: Db, symposium: string, only: EventFilter, limit: number) {
  const students = sql<number>`count(distinct u.id)`;
  const rows = await db
    .selectFrom('registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .where('e.symposium_name', '=', symposium)
    .$if(only !== null, (q) => q.where('e.id', 'in', idsOf(only)))
    .where('r.status', 'in', ['pending', 'verified'])
    .select([sql<string>`coalesce(u.college, '')`.as('college'), students.as('c')])
    .groupBy(sql`coalesce(u.college, '')`)
    .orderBy(students, 'desc')
    .orderBy('college')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ college: r.college, students: n(r.c) }));
}

/**
 * The symposium's payments (those that include one of its events, or of `only`): undecided, and
 * decided with times; with each its amount and the events it covers, in id order, each with the
 * fee it had when paid and whether it is the symposium's (or of `only`).
 */
export async function payments(db: Db, symposium: string, only: EventFilter) {
  const rows = await db
    .selectFrom('payments as p')
    .innerJoin('payment_events as pe', 'pe.payment_id', 'p.id')
    .innerJoin('events as e', 'e.id', 'pe.event_id')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('payment_events as mine')
          .innerJoin('events as me', 'me.id', 'mine.event_id')
          .whereRef('mine.payment_id', '=', 'p.id')
          .where('me.symposium_name', '=', symposium)
          .$if(only !== null, (q) => q.where('me.id', 'in', idsOf(only)))
          .select('mine.event_id'),
      ),
    )
    .select([
      'p.id',
      'p.verified',
      'p.created_at',
      'p.verified_at',
      'p.amount',
      'e.id as event_id',
      'e.symposium_name',
      'pe.fee',
    ])
    .orderBy('p.id')
    .orderBy('e.id')
    .execute();
  const inside = (r: (typeof rows)[number]) =>
    r.symposium_name === symposium && (only === null || only.includes(r.event_id));
  return [...groupBy(rows, (r) => r.id).values()].map((events): StatsPayment => {
    const p = events[0]!;
    return {
      verified: p.verified,
      created_at: p.created_at,
      verified_at: p.verified_at,
      amount: n(p.amount),
      events: events.map((r) => ({ fee: n(r.fee), inside: inside(r) })),
    };
  });
}

export interface StatsPayment {
  verified: number | null;
  created_at: string;
  verified_at: string | null;
  amount: number;
  /** In event id order: the fee each had when paid, and whether it is among the figures'. */
  events: { fee: number; inside: boolean }[];
}
