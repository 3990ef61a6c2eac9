import { nowIso, type Db } from '../../db/connection';

// The timer is a single row (id 1), present only while a countdown runs.

export async function findTimer(db: Db) {
  return db.selectFrom('timer').select(['end_time']).where('id', '=', 1).executeTakeFirst();
}

export async function upsertTimer(db: Db, endTime: string) {
  const now = nowIso();
  await db
    .insertInto('timer')
    .values({ id: 1, end_time: endTime, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ end_time: endTime, updated_at: now }))
    .execute();
}

export async function deleteTimer(db: Db): Promise<boolean> {
  const res = await db.deleteFrom('timer').where('id', '=', 1).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
