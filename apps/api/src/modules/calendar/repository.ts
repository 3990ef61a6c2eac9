import type { Db } from '../../db/connection';
import { registrationsWithEvents } from '../registrations/repository';

// Private calendar links (one per user, only the token's hash kept) and the timed rounds of what a
// student holds: live registrations (pending or verified) and the cart.

export async function findLinkUser(db: Db, tokenHash: string) {
  return db
    .selectFrom('calendar_links')
    .innerJoin('users', 'users.id', 'calendar_links.user_id')
    .select(['users.id', 'users.role', 'users.full_name'])
    .where('calendar_links.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function findLinkOf(db: Db, userId: number) {
  return db
    .selectFrom('calendar_links')
    .select(['created_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Replaces the user's link: the old token stops working in the same statement pair. */
export async function replaceLink(db: Db, userId: number, tokenHash: string, createdAt: string) {
  await db.deleteFrom('calendar_links').where('user_id', '=', userId).execute();
  await db
    .insertInto('calendar_links')
    .values({ user_id: userId, token_hash: tokenHash, created_at: createdAt })
    .execute();
}

export async function deleteLink(db: Db, userId: number): Promise<boolean> {
  const res = await db
    .deleteFrom('calendar_links')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Every round (timed or not) of the events a user is registered for (pending or verified). */
export async function listRegisteredRounds(db: Db, userId: number) {
  return registrationsWithEvents(db)
    .leftJoin('rounds', 'rounds.event_id', 'events.id')
    .select([
      'events.id as event_id',
      'events.event_name',
      'events.symposium_name',
      'events.location',
      'rounds.round_number',
      'rounds.round_details',
      'rounds.round_date_time',
    ])
    .where('registrations.user_id', '=', userId)
    .where('registrations.status', 'in', ['pending', 'verified'])
    .orderBy('events.id')
    .orderBy('rounds.round_number')
    .execute();
}

/**
 * The timed rounds of the user's registrations (pending or verified) and cart lines, and of
 * `eventIds`. A cart line whose registration closed before `now` can never be registered, so it
 * holds no time.
 */
export async function listHeldRounds(db: Db, userId: number, eventIds: number[], now: string) {
  const held = db
    .selectFrom('registrations')
    .select('registrations.event_id')
    .where('registrations.user_id', '=', userId)
    .where('registrations.status', 'in', ['pending', 'verified'])
    .union(
      db
        .selectFrom('cart_items')
        .innerJoin('events', 'events.id', 'cart_items.event_id')
        .select('cart_items.event_id')
        .where('cart_items.user_id', '=', userId)
        .where('events.last_date_for_registration', '>', now),
    );
  return db
    .selectFrom('events')
    .innerJoin('rounds', 'rounds.event_id', 'events.id')
    .select(['events.id as event_id', 'events.event_name', 'rounds.round_date_time'])
    .where((eb) => eb.or([eb('events.id', 'in', held), eb('events.id', 'in', eventIds)]))
    .where('rounds.round_date_time', 'is not', null)
    .orderBy('events.id')
    .execute();
}
