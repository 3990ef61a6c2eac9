import type { Db } from '../../db/connection';

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
  set: { attempts?: number; verified_at?: string; used_at?: string },
) {
  await db.updateTable('password_resets').set(set).where('id', '=', id).execute();
}

