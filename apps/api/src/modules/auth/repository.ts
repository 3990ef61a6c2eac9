import type { Db } from '../../db/connection';
import { nowIso } from '../../db/connection';
import type { NewUser, UserRow } from '../../db/database';

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

export async function updatePasswordHash(db: Db, userId: number, hash: string) {
  await db.updateTable('users').set({ password_hash: hash, updated_at: nowIso() }).where('id', '=', userId).execute();
}

export async function deleteSessionsOfUser(db: Db, userId: number, exceptId?: string | null) {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) q = q.where('id', '!=', exceptId);
  await q.execute();
}

export async function deleteExpiredSessions(db: Db) {
  await db.deleteFrom('sessions').where('expires_at', '<', nowIso()).execute();
}

export async function insertPasswordReset(db: Db, userId: number, otpHash: string, expiresAt: string) {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
  await db
    .insertInto('password_resets')
    .values({ user_id: userId, otp_hash: otpHash, expires_at: expiresAt, attempts: 0 })
    .execute();
}

export async function findPasswordReset(db: Db, userId: number) {
  return db
    .selectFrom('password_resets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function updatePasswordReset(
  db: Db,
  id: number,
  set: { attempts?: number; verified_at?: string; reset_token_hash?: string },
) {
  await db.updateTable('password_resets').set(set).where('id', '=', id).execute();
}

/** Marks a reset used; false when another request used it first. */
export async function claimPasswordReset(db: Db, id: number): Promise<boolean> {
  const r = await db
    .updateTable('password_resets')
    .set({ used_at: nowIso(), reset_token_hash: null })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function listUsersByRole(db: Db, roles: UserRow['role'][]) {
  return db.selectFrom('users').selectAll().where('role', 'in', roles).orderBy('full_name').execute();
}

export async function deleteUser(db: Db, id: number) {
  return db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
}
