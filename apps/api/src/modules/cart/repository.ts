import type { Db } from '../../db/connection';

// One cart line per user and event (unique constraint cart_items_user_event_uq).

function cartQuery(db: Db) {
  return db
    .selectFrom('cart_items')
    .innerJoin('events', 'events.id', 'cart_items.event_id')
    .select([
      'cart_items.id',
      'cart_items.user_id',
      'cart_items.event_id',
      'events.event_name',
      'events.event_description',
      'events.registration_fees',
      'events.symposium_name',
      'events.last_date_for_registration',
      // The seat counter the event calls read too (seats/repository seatsLeft).
      'events.capacity',
      'events.seats_taken',
      // An open offer of a seat to this student or to their team (the leader queues for it).
      (eb) =>
        eb
          .selectFrom('waitlist_entries as w')
          .select('w.offered_until')
          .whereRef('w.event_id', '=', 'cart_items.event_id')
          .where('w.status', '=', 'offered')
          .where((w) =>
            w.or([
              w('w.user_id', '=', w.ref('cart_items.user_id')),
              w(
                'w.team_id',
                'in',
                w
                  .selectFrom('team_members')
                  .select('team_members.team_id')
                  .whereRef('team_members.user_id', '=', 'cart_items.user_id'),
              ),
            ]),
          )
          .limit(1)
          .as('offered_until'),
    ]);
}

export async function listCartOfUser(db: Db, userId: number) {
  return cartQuery(db).where('cart_items.user_id', '=', userId).orderBy('cart_items.id').execute();
}
export type CartRow = Awaited<ReturnType<typeof listCartOfUser>>[number];

export async function findCartLine(db: Db, id: number) {
  return cartQuery(db).where('cart_items.id', '=', id).executeTakeFirst();
}

export async function findCartOwner(db: Db, id: number) {
  return db
    .selectFrom('cart_items')
    .innerJoin('users', 'users.id', 'cart_items.user_id')
    .select(['cart_items.id', 'cart_items.user_id', 'users.email'])
    .where('cart_items.id', '=', id)
    .executeTakeFirst();
}

export async function insertCartLine(db: Db, userId: number, eventId: number): Promise<number> {
  const row = await db
    .insertInto('cart_items')
    .values({ user_id: userId, event_id: eventId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteCartLine(db: Db, id: number, userId: number): Promise<boolean> {
  const res = await db.deleteFrom('cart_items').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
