import { sql } from 'kysely';
import type { Db } from '../../db/connection';

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
