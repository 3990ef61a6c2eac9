import { nowIso, type Db } from '../../db/connection';
import type { NewUser, UserRow } from '../../db/database';

// Users and their sessions: every read and write of the users and sessions tables.

const PROFILE_COLUMNS = [
  'id',
  'email',
  'role',
  'full_name',
  'dob',
  'mobile',
  'college',
  'department',
  'year_of_passing',
  'state',
  'district',
  'created_at',
] as const;

/** What rosters, team lists and the event desk show of a person: name, email and college. */
export const PERSON_COLUMNS = ['users.full_name', 'users.email', 'users.college'] as const;

export async function findProfileById(db: Db, id: number) {
  return db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileById>>>;

export async function findProfileByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(PROFILE_COLUMNS)
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function findPasswordHash(db: Db, id: number) {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function updateProfile(
  db: Db,
  id: number,
  set: {
    full_name: string;
    dob: string;
    mobile: string;
    college: string;
    department: string;
    year_of_passing: number;
    state: string;
    district: string;
  },
) {
  await db
    .updateTable('users')
    .set({ ...set, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function updateCollege(db: Db, id: number, college: string) {
  await db
    .updateTable('users')
    .set({ college, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function updatePasswordHash(db: Db, id: number, hash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: hash, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Signs the user out everywhere, or everywhere but `exceptId` (the session that made the change). */
export async function deleteSessionsOfUser(db: Db, userId: number, exceptId?: string | null) {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) q = q.where('id', '!=', exceptId);
  await q.execute();
}

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, user: Omit<NewUser, 'updated_at'>): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...user, updated_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteExpiredSessions(db: Db) {
  await db.deleteFrom('sessions').where('expires_at', '<', nowIso()).execute();
}

export async function listUsersByRole(db: Db, roles: UserRow['role'][]) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('role', 'in', roles)
    .orderBy('full_name')
    .execute();
}

export async function deleteUser(db: Db, id: number) {
  return db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
}

/** The signed-in user of a session (by the hash of its token), with its expiry. */
export async function findSessionUser(db: Db, sessionId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.email',
      'users.role',
      'users.full_name',
      'users.college',
      'users.department',
      'users.mobile',
      'sessions.expires_at',
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
}

export async function insertSession(
  db: Db,
  session: { id: string; userId: number; expiresAt: string },
) {
  await db
    .insertInto('sessions')
    .values({ id: session.id, user_id: session.userId, expires_at: session.expiresAt })
    .execute();
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function makeAdmin(db: Db, id: number, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ role: 'admin', password_hash: passwordHash, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}
