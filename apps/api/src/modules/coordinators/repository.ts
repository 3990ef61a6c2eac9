import type { Db } from '../../db/connection';

// Organizers and volunteers assigned to events (event_coordinators), and the events that a
// payment, a registration, an announcement, a team, a cart line or a student belongs to, which is
// how a route naming one is scoped.

export async function listAssignedEventIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('event_coordinators').select('event_id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.event_id);
}

/** Where each kind of thing a staff route may name keeps its event: the table, and its column holding the thing's id. */
const EVENT_OF = {
  payment: { table: 'payment_events', idColumn: 'payment_id' },
  registration: { table: 'registrations', idColumn: 'id' },
  announcement: { table: 'announcements', idColumn: 'id' },
  team: { table: 'teams', idColumn: 'id' },
  cart: { table: 'cart_items', idColumn: 'id' },
} as const;
export type ThingWithEvent = keyof typeof EVENT_OF;

/** The events of some payments, registrations, announcements, teams or cart lines (how a route naming them is scoped). */
export async function listEventIdsOf(db: Db, kind: ThingWithEvent, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { table, idColumn } = EVENT_OF[kind];
  const rows = await db.selectFrom(table).select('event_id').where(idColumn, 'in', ids).execute();
  return rows.map((r) => r.event_id);
}

/** The events some users hold a pending or verified registration for. */
export async function listLiveEventIdsOfUsers(db: Db, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('registrations')
    .select('event_id')
    .where('user_id', 'in', userIds)
    .where('status', 'in', ['pending', 'verified'])
    .execute();
  return rows.map((r) => r.event_id);
}

/** The organizers assigned to this event and to no other. */
export async function listOrganizersOnlyOf(db: Db, eventId: number) {
  return db
    .selectFrom('event_coordinators')
    .innerJoin('users', 'users.id', 'event_coordinators.user_id')
    .select(['users.id', 'users.full_name'])
    .where('event_coordinators.event_id', '=', eventId)
    .where('users.role', '=', 'organizer')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('event_coordinators as other')
            .select('other.event_id')
            .whereRef('other.user_id', '=', 'event_coordinators.user_id')
            .where('other.event_id', '<>', eventId),
        ),
      ),
    )
    .orderBy('users.full_name')
    .orderBy('users.id')
    .execute();
}

/** The coordinators of an event, with what the event form shows. */
export async function listCoordinatorsOfEvent(db: Db, eventId: number) {
  return db
    .selectFrom('event_coordinators')
    .innerJoin('users', 'users.id', 'event_coordinators.user_id')
    .select(['users.id', 'users.full_name', 'users.email', 'users.mobile', 'users.role'])
    .where('event_coordinators.event_id', '=', eventId)
    .orderBy('users.full_name')
    .orderBy('users.id')
    .execute();
}
export type CoordinatorRow = Awaited<ReturnType<typeof listCoordinatorsOfEvent>>[number];

/** Every assignment of some users (all of them when null), with the event's name and symposium. */
export async function listAssignmentsOfUsers(db: Db, userIds: number[] | null) {
  return db
    .selectFrom('event_coordinators')
    .innerJoin('events', 'events.id', 'event_coordinators.event_id')
    .select(['event_coordinators.user_id', 'events.id as event_id', 'events.event_name', 'events.symposium_name'])
    .$if(userIds !== null, (q) => q.where('event_coordinators.user_id', 'in', userIds!.length ? userIds! : [-1]))
    .orderBy('events.symposium_name')
    .orderBy('events.event_name')
    .execute();
}

/** The events one user may act on, as the event pickers of the staff pages list them. */
export async function listEventsByIds(db: Db, eventIds: number[] | null) {
  return db
    .selectFrom('events')
    .select(['id', 'event_name', 'symposium_name'])
    .$if(eventIds !== null, (q) => q.where('id', 'in', eventIds!.length ? eventIds! : [-1]))
    .orderBy('symposium_name')
    .orderBy('event_name')
    .execute();
}

export async function findUsersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(['id', 'role', 'full_name', 'email', 'mobile']).where('id', 'in', ids).execute();
}

export async function deleteCoordinatorsOfEvent(db: Db, eventId: number) {
  await db.deleteFrom('event_coordinators').where('event_id', '=', eventId).execute();
}

/** Assignment rows; two admins saving at once must not fail on each other's rows. */
export async function insertAssignments(db: Db, rows: { eventId: number; userId: number }[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('event_coordinators')
    .values(rows.map((r) => ({ event_id: r.eventId, user_id: r.userId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteAssignmentsOfUser(db: Db, userId: number) {
  await db.deleteFrom('event_coordinators').where('user_id', '=', userId).execute();
}
