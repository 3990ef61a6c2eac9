import { nowIso, type Db } from '../../db/connection';

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

export async function findProfileById(db: Db, id: number) {
  return db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileById>>>;

export async function findProfileByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(PROFILE_COLUMNS).where('email', '=', email).executeTakeFirst();
}

export async function findPasswordHash(db: Db, id: number) {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
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
  await db.updateTable('users').set({ ...set, updated_at: nowIso() }).where('id', '=', id).execute();
}

export async function updateCollege(db: Db, id: number, college: string) {
  await db.updateTable('users').set({ college, updated_at: nowIso() }).where('id', '=', id).execute();
}

export async function updatePasswordHash(db: Db, id: number, hash: string) {
  await db.updateTable('users').set({ password_hash: hash, updated_at: nowIso() }).where('id', '=', id).execute();
}

/** Signs the user out everywhere but the session that made the change. */
export async function deleteOtherSessions(db: Db, userId: number, keepSessionId: string | null) {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) q = q.where('id', '!=', keepSessionId);
  await q.execute();
}
