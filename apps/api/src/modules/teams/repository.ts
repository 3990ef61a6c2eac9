import { nowIso, type Db } from '../../db/connection';
import { countRows } from '../../db/count';
import { registrationsOfTeamQuery } from '../registrations/repository';
import { PERSON_COLUMNS } from '../users/repository';

// Teams of a team event: a unique name (name_key) per event, a unique join code, a leader, and
// members (one team per student and event, enforced by team_members' unique (event_id, user_id)).
// A team is registered when its members hold live registrations carrying its id.

export async function insertTeam(
  db: Db,
  t: { eventId: number; teamName: string; nameKey: string; code: string; leaderId: number },
): Promise<number | null> {
  const row = await db
    .insertInto('teams')
    .values({
      event_id: t.eventId,
      team_name: t.teamName,
      name_key: t.nameKey,
      code: t.code,
      leader_id: t.leaderId,
      updated_at: nowIso(),
    })
    // A name or code already taken inserts nothing (null) rather than failing the transaction.
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function teamNameExists(db: Db, eventId: number, nameKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('teams')
    .select('id')
    .where('event_id', '=', eventId)
    .where('name_key', '=', nameKey)
    .executeTakeFirst();
  return !!row;
}

export async function insertMember(db: Db, m: { teamId: number; userId: number; eventId: number }) {
  await db
    .insertInto('team_members')
    .values({ team_id: m.teamId, user_id: m.userId, event_id: m.eventId, joined_at: nowIso() })
    .execute();
}

const TEAM_COLUMNS = [
  'teams.id',
  'teams.event_id',
  'teams.team_name',
  'teams.code',
  'teams.leader_id',
] as const;

/** Teams with the columns every read of a team returns. */
function teamsQuery(db: Db) {
  return db.selectFrom('teams').select(TEAM_COLUMNS);
}

/** The teams students are members of, one row per membership. */
function membershipsQuery(db: Db) {
  return db.selectFrom('team_members').innerJoin('teams', 'teams.id', 'team_members.team_id');
}

export async function findTeam(db: Db, id: number) {
  return teamsQuery(db).where('teams.id', '=', id).executeTakeFirst();
}
export type TeamRow = NonNullable<Awaited<ReturnType<typeof findTeam>>>;

/**
 * The team row, held until the transaction ends (PostgreSQL), so that joins, leaves and
 * registrations of one team go one after the other; SQLite transactions are serialised anyway.
 */
export async function lockTeam(db: Db, id: number, lock: boolean) {
  return teamsQuery(db)
    .where('teams.id', '=', id)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function findTeamByCode(db: Db, code: string) {
  return teamsQuery(db).where('teams.code', '=', code).executeTakeFirst();
}

export async function findTeamOfUser(db: Db, eventId: number, userId: number) {
  return membershipsQuery(db)
    .select(TEAM_COLUMNS)
    .where('team_members.event_id', '=', eventId)
    .where('team_members.user_id', '=', userId)
    .executeTakeFirst();
}

/** The members of several teams with their users, team by team. */
export function membersOfTeams(db: Db, teamIds: number[]) {
  return db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .where('team_members.team_id', 'in', teamIds)
    .orderBy('team_members.team_id');
}

/** Members of several teams, each team's in the order they joined. */
export async function listMembers(db: Db, teamIds: number[]) {
  if (teamIds.length === 0) return [];
  return membersOfTeams(db, teamIds)
    .select([
      'team_members.team_id',
      'team_members.user_id',
      'team_members.joined_at',
      ...PERSON_COLUMNS,
    ])
    .orderBy('team_members.joined_at')
    .orderBy('team_members.user_id')
    .execute();
}
export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

export async function countMembers(db: Db, teamId: number): Promise<number> {
  return countRows(db.selectFrom('team_members').where('team_id', '=', teamId));
}

export async function deleteMember(db: Db, teamId: number, userId: number): Promise<boolean> {
  const res = await db
    .deleteFrom('team_members')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

export async function deleteTeam(db: Db, id: number) {
  await db.deleteFrom('teams').where('id', '=', id).execute();
}

export async function setLeader(db: Db, id: number, userId: number) {
  await db
    .updateTable('teams')
    .set({ leader_id: userId, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function setCode(db: Db, id: number, code: string) {
  await db.updateTable('teams').set({ code, updated_at: nowIso() }).where('id', '=', id).execute();
}

/** The team's live registrations (every member's, sharing one status and payment). */
export async function listLiveTeamRegistrations(db: Db, teamId: number) {
  return registrationsOfTeamQuery(db, teamId)
    .where('status', 'in', ['pending', 'verified'])
    .orderBy('id')
    .execute();
}

/** The registration statuses of several teams (forming teams have none). */
export async function listTeamRegistrationStatuses(db: Db, teamIds: number[]) {
  if (teamIds.length === 0) return [];
  return db
    .selectFrom('registrations')
    .select(['team_id', 'status'])
    .where('team_id', 'in', teamIds)
    .where('status', 'in', ['pending', 'verified'])
    .execute();
}

/** The teams a student belongs to, with their events. */
export async function listTeamsOfUser(db: Db, userId: number) {
  return membershipsQuery(db)
    .innerJoin('events', 'events.id', 'teams.event_id')
    .select([
      ...TEAM_COLUMNS,
      'events.event_name',
      'events.symposium_name',
      'events.min_team_size',
      'events.max_team_size',
      'events.registration_fees',
      'events.last_date_for_registration',
    ])
    .where('team_members.user_id', '=', userId)
    .orderBy('teams.id')
    .execute();
}

/** A member who joins a registered team gets a registration like the others'. */
export async function insertMemberRegistration(
  db: Db,
  r: {
    userId: number;
    eventId: number;
    teamId: number;
    status: 'pending' | 'verified';
    paymentId: number | null;
  },
) {
  await db
    .insertInto('registrations')
    .values({
      user_id: r.userId,
      event_id: r.eventId,
      team_id: r.teamId,
      payment_id: r.paymentId,
      status: r.status,
      updated_at: nowIso(),
    })
    .execute();
}

/** A member leaving a registered team (staff only) takes their registration and its results along. */
export async function deleteMemberRegistration(db: Db, teamId: number, userId: number) {
  await db
    .deleteFrom('registrations')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .execute();
}
