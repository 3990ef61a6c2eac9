import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { countRows } from '../../db/count';

// The seat counter of an event (DESIGN §10: limits are enforced where the row is written). Call
// these inside the transaction that creates or removes what holds the seat: a registration (a
// team's registrations together hold one), or an open waitlist offer.

/** Takes one seat; false when the event is full. Unlimited events (no capacity) always succeed. */
export async function takeSeat(db: Db, eventId: number): Promise<boolean> {
  const res = await db
    .updateTable('events')
    .set({ seats_taken: sql`seats_taken + 1` })
    .where('id', '=', eventId)
    .where((eb) => eb.or([eb('capacity', 'is', null), eb('seats_taken', '<', eb.ref('capacity'))]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Gives one seat back (never below zero). */
export async function releaseSeat(db: Db, eventId: number): Promise<void> {
  await db
    .updateTable('events')
    .set({ seats_taken: sql`seats_taken - 1` })
    .where('id', '=', eventId)
    .where('seats_taken', '>', 0)
    .execute();
}

/** Seats left, or null when the event has no limit. */
export function seatsLeft(event: { capacity: number | null; seats_taken: number }): number | null {
  return event.capacity === null ? null : Math.max(0, event.capacity - event.seats_taken);
}

/** What an offer needs to know of its event: name, hold, deadline and first round. */
export async function findEventForOffer(db: Db, eventId: number) {
  return db
    .selectFrom('events')
    .select([
      'events.id',
      'events.event_name',
      'events.symposium_name',
      'events.capacity',
      'events.seats_taken',
      'events.waitlist_offer_hours',
      'events.last_date_for_registration',
      (eb) =>
        eb
          .selectFrom('rounds')
          .select(sql<string | null>`min(rounds.round_date_time)`.as('m'))
          .whereRef('rounds.event_id', '=', 'events.id')
          .as('first_round_at'),
    ])
    .where('events.id', '=', eventId)
    .executeTakeFirst();
}
export type OfferEventRow = NonNullable<Awaited<ReturnType<typeof findEventForOffer>>>;

/**
 * Sets the counter from what holds seats: each individual's live registration, each team with a
 * live registration (its members' registrations hold one seat together), each open offer. Run
 * when the capacity changes, so registrations made before seats were counted are counted.
 */
export async function recountSeats(db: Db, eventId: number): Promise<number> {
  const singles = await countRows(
    db
      .selectFrom('registrations')
      .where('event_id', '=', eventId)
      .where('status', 'in', ['pending', 'verified'])
      .where('team_id', 'is', null),
  );
  const teams = await db
    .selectFrom('registrations')
    .select(sql<number>`count(distinct team_id)`.as('n'))
    .where('event_id', '=', eventId)
    .where('status', 'in', ['pending', 'verified'])
    .where('team_id', 'is not', null)
    .executeTakeFirstOrThrow();
  const offers = await countRows(
    db
      .selectFrom('waitlist_entries')
      .where('event_id', '=', eventId)
      .where('status', '=', 'offered'),
  );
  const taken = singles + Number(teams.n) + offers;
  await db.updateTable('events').set({ seats_taken: taken }).where('id', '=', eventId).execute();
  return taken;
}

/** Whether a party (a student, or a team) still holds a live registration for the event. */
export async function holdsLiveRegistration(
  db: Db,
  eventId: number,
  party: { userId: number; teamId: number | null },
): Promise<boolean> {
  const row = await db
    .selectFrom('registrations')
    .select('id')
    .where('event_id', '=', eventId)
    .where('status', 'in', ['pending', 'verified'])
    .$if(party.teamId !== null, (q) => q.where('team_id', '=', party.teamId!))
    .$if(party.teamId === null, (q) =>
      q.where('user_id', '=', party.userId).where('team_id', 'is', null),
    )
    .executeTakeFirst();
  return !!row;
}

/** Whether any of these students holds a live registration for the event. */
export async function anyLiveRegistration(
  db: Db,
  eventId: number,
  userIds: number[],
): Promise<boolean> {
  if (userIds.length === 0) return false;
  const row = await db
    .selectFrom('registrations')
    .select('id')
    .where('event_id', '=', eventId)
    .where('user_id', 'in', userIds)
    .where('status', 'in', ['pending', 'verified'])
    .executeTakeFirst();
  return !!row;
}
