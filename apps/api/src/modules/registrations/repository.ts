import { nowIso, type Db } from '../../db/connection';
import { EVENT_COLUMNS, eventsWithSymposia, findEventById } from '../events/repository';
import { PERSON_COLUMNS } from '../users/repository';

// Registrations: one row per user and event (unique), 'verified' at once for free events,
// 'pending' under a payment until staff decide. Rejected rows may be paid again.

/** The columns every registration rule needs: the event, its fee, deadline and symposium state. */
function registrationEventsQuery(db: Db) {
  return eventsWithSymposia(db).select([
    'events.id',
    'events.event_name',
    'events.symposium_name',
    'events.registration_fees',
    'events.last_date_for_registration',
    'events.open_to_non_mit',
    'events.team_or_individual',
    'events.min_team_size',
    'events.max_team_size',
    'events.capacity',
    'events.seats_taken',
    'symposia.is_open',
  ]);
}

export async function findEventForRegistration(db: Db, eventId: number) {
  return registrationEventsQuery(db).where('events.id', '=', eventId).executeTakeFirst();
}
export type RegistrationEventRow = NonNullable<
  Awaited<ReturnType<typeof findEventForRegistration>>
>;

export async function listEventsForRegistration(
  db: Db,
  eventIds: number[],
): Promise<RegistrationEventRow[]> {
  if (eventIds.length === 0) return [];
  return registrationEventsQuery(db).where('events.id', 'in', eventIds).execute();
}

export async function findRegistration(db: Db, userId: number, eventId: number) {
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
}

export async function listRegistrationsOfUserForEvents(db: Db, userId: number, eventIds: number[]) {
  if (eventIds.length === 0) return [];
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('event_id', 'in', eventIds)
    .execute();
}

/** Inserts a registration; the (user, event) unique constraint refuses a second one. */
export async function insertRegistration(
  db: Db,
  row: {
    userId: number;
    eventId: number;
    paymentId: number | null;
    status: 'pending' | 'verified';
    teamId?: number | null;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('registrations')
    .values({
      user_id: row.userId,
      event_id: row.eventId,
      payment_id: row.paymentId,
      status: row.status,
      team_id: row.teamId ?? null,
      updated_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Takes a rejected registration up again (a new payment, or the event became free). Only a row
 * that is still 'rejected' changes, so two attempts at once cannot both succeed.
 */
export async function reviveRejectedRegistration(
  db: Db,
  id: number,
  set: { paymentId: number | null; status: 'pending' | 'verified'; teamId?: number | null },
): Promise<boolean> {
  const res = await db
    .updateTable('registrations')
    .set({
      payment_id: set.paymentId,
      status: set.status,
      team_id: set.teamId ?? null,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('status', '=', 'rejected')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Registrations with their events: where the reads of a registration and its event start. */
export function registrationsWithEvents(db: Db) {
  return db.selectFrom('registrations').innerJoin('events', 'events.id', 'registrations.event_id');
}

/** Registrations with their events and, for a team event, the team (its name and leader). */
export function registrationsWithEventsAndTeams(db: Db) {
  return registrationsWithEvents(db).leftJoin('teams', 'teams.id', 'registrations.team_id');
}

/** Registrations with their events and the users who hold them. */
export function registrationsWithEventsAndUsers(db: Db) {
  return registrationsWithEvents(db).innerJoin('users', 'users.id', 'registrations.user_id');
}

/** The verified registrations of an event: its participants (free ones and verified paid ones). */
export function verifiedRegistrationsOf(db: Db, eventId: number) {
  return db
    .selectFrom('registrations')
    .where('registrations.event_id', '=', eventId)
    .where('registrations.status', '=', 'verified');
}

/** Registrations with their holders: the user and, for a team event, the team. */
export function registrationsWithHolders(db: Db) {
  return db
    .selectFrom('registrations')
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .leftJoin('teams', 'teams.id', 'registrations.team_id');
}

/** An event's participants with their users and, for a team event, their teams. */
export function participantsOf(db: Db, eventId: number) {
  return verifiedRegistrationsOf(db, eventId)
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .leftJoin('teams', 'teams.id', 'registrations.team_id');
}

/** An event's participants in roster order: by name, then by registration. */
export function rosterOf(db: Db, eventId: number) {
  return participantsOf(db, eventId).orderBy('users.full_name').orderBy('registrations.id');
}

/** Registrants who count as participants: free ones and verified paid ones. */
export async function listEventRegistrants(db: Db, eventId: number) {
  return rosterOf(db, eventId)
    .select([
      'registrations.id as registration_id',
      'users.id as user_id',
      ...PERSON_COLUMNS,
      'teams.team_name',
      'teams.leader_id',
    ])
    .execute();
}

export async function findEventHeader(db: Db, eventId: number) {
  return findEventById(db, eventId, [
    'id',
    'event_name',
    'symposium_name',
    'coordinator_name',
    'coordinator_contact_no',
  ]);
}

/** Event ids the user holds a live (pending or verified) registration for. */
export async function listLiveEventIdsByEmail(db: Db, email: string) {
  const rows = await db
    .selectFrom('registrations')
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .select('registrations.event_id')
    .where('users.email', '=', email)
    .where('registrations.status', 'in', ['pending', 'verified'])
    .orderBy('registrations.event_id')
    .execute();
  return rows.map((r) => r.event_id);
}

export async function listRegistrationsByEmail(db: Db, email: string) {
  return registrationsWithEventsAndUsers(db)
    .select([
      'registrations.id',
      'registrations.event_id',
      'registrations.status',
      'registrations.payment_id',
      'registrations.created_at',
      'events.event_name',
      'events.symposium_name',
      'events.registration_fees',
    ])
    .where('users.email', '=', email)
    .orderBy('registrations.id', 'desc')
    .execute();
}

/** The user's verified registrations with every event column and poster hashes, in one query. */
export async function listVerifiedRegistrationsWithEvents(db: Db, userId: number) {
  return registrationsWithEventsAndTeams(db)
    .leftJoin('files as poster', 'poster.id', 'events.poster_file_id')
    .leftJoin('files as poster_small', 'poster_small.id', 'events.poster_small_file_id')
    .select([
      'registrations.id as registration_id',
      'registrations.user_id',
      'registrations.status',
      'teams.team_name',
      'teams.leader_id',
      ...EVENT_COLUMNS,
    ])
    .where('registrations.user_id', '=', userId)
    .where('registrations.status', '=', 'verified')
    .orderBy('registrations.id', 'desc')
    .execute();
}
export type RegistrationWithEventRow = Awaited<
  ReturnType<typeof listVerifiedRegistrationsWithEvents>
>[number];

export async function listRoundsOfEvents(db: Db, eventIds: number[]) {
  if (eventIds.length === 0) return [];
  return db
    .selectFrom('rounds')
    .select(['event_id', 'round_number', 'round_details', 'round_date_time'])
    .where('event_id', 'in', eventIds)
    .orderBy('event_id')
    .orderBy('round_number')
    .execute();
}

export async function listRoundResultsOfRegistrations(db: Db, registrationIds: number[]) {
  if (registrationIds.length === 0) return [];
  return db
    .selectFrom('round_results')
    .select(['registration_id', 'round_number', 'status'])
    .where('registration_id', 'in', registrationIds)
    .execute();
}

export async function deleteCartLines(db: Db, userId: number, eventIds: number[]) {
  if (eventIds.length === 0) return;
  await db
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    .where('event_id', 'in', eventIds)
    .execute();
}

/** One registration with what cancelling it needs: its owner, event, deadline, fee and team. */
export async function findRegistrationForCancel(db: Db, id: number) {
  return registrationsWithEventsAndTeams(db)
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .select([
      'users.email',
      'users.full_name',
      'registrations.id',
      'registrations.user_id',
      'registrations.event_id',
      'registrations.status',
      'registrations.payment_id',
      'registrations.team_id',
      'teams.leader_id',
      'teams.team_name',
      'events.event_name',
      'events.symposium_name',
      'events.last_date_for_registration',
      'events.coordinator_name',
      'events.coordinator_contact_no',
    ])
    .where('registrations.id', '=', id)
    .executeTakeFirst();
}

/** Deletes registrations; their round results and check-ins go with them (cascade). */
export async function deleteRegistrations(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.deleteFrom('registrations').where('id', 'in', ids).execute();
}

/** A team's registrations (every member's), with their status and payment. */
export function registrationsOfTeamQuery(db: Db, teamId: number) {
  return db
    .selectFrom('registrations')
    .select(['id', 'user_id', 'status', 'payment_id'])
    .where('team_id', '=', teamId);
}

/** A team's registrations (every member's) with their holders, who are told when it is cancelled. */
export async function listRegistrationsOfTeam(db: Db, teamId: number) {
  return registrationsWithHolders(db)
    .select(['registrations.id', 'registrations.user_id', 'users.full_name', 'users.email'])
    .where('registrations.team_id', '=', teamId)
    .execute();
}

export async function listRegistrationsOfUsersForEvent(db: Db, userIds: number[], eventId: number) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('user_id', 'in', userIds)
    .where('event_id', '=', eventId)
    .execute();
}
