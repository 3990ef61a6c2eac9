import { nowIso, type Db } from '../../db/connection';

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
  set: { verified_at?: string; reset_token_hash?: string },
) {
  await db.updateTable('password_resets').set(set).where('id', '=', id).execute();
}

/** One more wrong try of the code, unless `max` are used up; the tries so far, or null when none were left. */
export async function countOtpTry(db: Db, id: number, max: number): Promise<number | null> {
  const row = await db
    .updateTable('password_resets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', max)
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : null;
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
