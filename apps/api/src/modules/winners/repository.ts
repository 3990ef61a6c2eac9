import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { findEventById } from '../events/repository';
import { verifiedRegistrationsOf } from '../registrations/repository';
import { membersOfTeams } from '../teams/repository';

// Winners are rows of the shared `winners` table: an individual (user_id) or a whole team (team_id).

export async function findEvent(db: Db, eventId: number) {
  return findEventById(db, eventId, ['id', 'event_name', 'symposium_name', 'number_of_rounds']);
}

/**
 * Holds the event row until the transaction ends (PostgreSQL), so two replacements queue up, and a
 * registration ending meanwhile (registrationsEnded) sees the new winners or is seen by them.
 */
export async function lockEvent(db: Db, eventId: number, lock: boolean) {
  return findEventById(db, eventId, ['id'], lock);
}

/**
 * Holds rows of `table` (PostgreSQL, only when `lock`) in id order until the transaction ends.
 * Rows are locked teams, then events, then registrations (docs/architecture.md, 'Row locks'), so
 * two changes never wait on each other in a circle.
 */
async function holdRows(
  db: Db,
  table: 'events' | 'teams',
  ids: readonly number[],
  lock: boolean,
  strength: 'update' | 'key share',
) {
  if (!lock || ids.length === 0) return;
  await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .$if(strength === 'update', (q) => q.forUpdate())
    .$if(strength === 'key share', (q) => q.forKeyShare())
    .execute();
}

/** Holds the events' rows before a change writes or deletes their registrations, or reads who may get certificates. */
export async function holdEvents(
  db: Db,
  eventIds: readonly number[],
  lock: boolean,
): Promise<void> {
  await holdRows(db, 'events', eventIds, lock, 'update');
}

export async function holdEvent(db: Db, eventId: number, lock: boolean): Promise<void> {
  await holdEvents(db, [eventId], lock);
}

/**
 * Holds the teams against change before the event's row: a winner row names its team, and writing
 * it waits for a team changing meanwhile, which may itself wait for the event.
 */
export async function holdTeams(db: Db, teamIds: readonly number[], lock: boolean): Promise<void> {
  await holdRows(db, 'teams', teamIds, lock, 'key share');
}

export async function listWinnerRows(db: Db, eventId: number) {
  return db
    .selectFrom('winners')
    .leftJoin('users', 'users.id', 'winners.user_id')
    .leftJoin('teams', 'teams.id', 'winners.team_id')
    .leftJoin('users as leaders', 'leaders.id', 'teams.leader_id')
    .select([
      'winners.id',
      'winners.place',
      'winners.user_id',
      'winners.team_id',
      'users.full_name',
      'users.college',
      'teams.team_name',
      'leaders.college as leader_college',
    ])
    .where('winners.event_id', '=', eventId)
    .orderBy('winners.place')
    .orderBy('winners.id')
    .execute();
}

/** Members of the given teams, leader first, for the names of team winners. */
export async function listTeamMemberNames(db: Db, teamIds: number[]) {
  if (teamIds.length === 0) return [];
  return membersOfTeams(db, teamIds)
    .innerJoin('teams', 'teams.id', 'team_members.team_id')
    .select([
      'team_members.team_id',
      'users.full_name',
      sql<number>`case when teams.leader_id = users.id then 0 else 1 end`.as('rank'),
    ])
    .orderBy('rank')
    .orderBy('team_members.joined_at')
    .execute();
}

/** Verified registrants of the event with the team they are in, if any. */
export async function listVerifiedRegistrants(db: Db, eventId: number) {
  return verifiedRegistrationsOf(db, eventId)
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .leftJoin('team_members', (j) =>
      j
        .onRef('team_members.user_id', '=', 'registrations.user_id')
        .onRef('team_members.event_id', '=', 'registrations.event_id'),
    )
    .leftJoin('teams', 'teams.id', 'team_members.team_id')
    .select([
      'registrations.user_id',
      'users.full_name',
      'users.email',
      'teams.id as team_id',
      'teams.team_name',
    ])
    .orderBy('users.full_name')
    .orderBy('registrations.id')
    .execute();
}

/** Which of these users hold a verified registration for the event. */
export async function listVerifiedUserIds(
  db: Db,
  eventId: number,
  userIds: number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await verifiedRegistrationsOf(db, eventId)
    .select('registrations.user_id')
    .where('registrations.user_id', 'in', userIds)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** Which of these teams belong to the event and have a member with a verified registration. */
export async function listVerifiedTeamIds(
  db: Db,
  eventId: number,
  teamIds: number[],
): Promise<Set<number>> {
  if (teamIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('teams')
    .innerJoin('team_members', 'team_members.team_id', 'teams.id')
    .innerJoin('registrations', (j) =>
      j
        .onRef('registrations.user_id', '=', 'team_members.user_id')
        .onRef('registrations.event_id', '=', 'teams.event_id'),
    )
    .select('teams.id')
    .distinct()
    .where('teams.event_id', '=', eventId)
    .where('teams.id', 'in', teamIds)
    .where('registrations.status', '=', 'verified')
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The users in these teams (for the certificates of a team that lost its place). */
export async function listMemberIdsOfTeams(db: Db, teamIds: number[]): Promise<number[]> {
  if (teamIds.length === 0) return [];
  const rows = await membersOfTeams(db, teamIds).select('team_members.user_id').execute();
  return rows.map((r) => r.user_id);
}

export async function deleteWinners(db: Db, eventId: number) {
  await db.deleteFrom('winners').where('event_id', '=', eventId).execute();
}

/** Removes single places (by winners row id); the other places stay as they are. */
export async function deleteWinnerRows(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.deleteFrom('winners').where('id', 'in', ids).execute();
}

export async function insertWinners(
  db: Db,
  eventId: number,
  rows: { userId?: number; teamId?: number; position: number }[],
  createdBy: number,
) {
  if (rows.length === 0) return;
  await db
    .insertInto('winners')
    .values(
      rows.map((w) => ({
        event_id: eventId,
        place: w.position,
        user_id: w.userId ?? null,
        team_id: w.teamId ?? null,
        created_by: createdBy,
      })),
    )
    .execute();
}

/** The best place of the user at each event they won, alone or with a team. */
export async function listPlacementsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('winners')
    .leftJoin('team_members', (j) =>
      j
        .onRef('team_members.team_id', '=', 'winners.team_id')
        .on('team_members.user_id', '=', userId),
    )
    .select(['winners.event_id', (eb) => eb.fn.min<number>('winners.place').as('place')])
    .where((eb) =>
      eb.or([eb('winners.user_id', '=', userId), eb('team_members.user_id', '=', userId)]),
    )
    .groupBy('winners.event_id')
    .execute();
}
