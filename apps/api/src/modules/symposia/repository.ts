import { nowIso, type Db } from '../../db/connection';

export async function listSymposia(db: Db) {
  return db.selectFrom('symposia').select(['name', 'is_open', 'start_date']).orderBy('name').execute();
}

export async function findSymposium(db: Db, name: string) {
  return db.selectFrom('symposia').select(['name', 'is_open', 'start_date']).where('name', '=', name).executeTakeFirst();
}

export async function updateSymposium(db: Db, name: string, set: { is_open: number; start_date?: string | null }) {
  await db
    .updateTable('symposia')
    .set({ ...set, updated_at: nowIso() })
    .where('name', '=', name)
    .execute();
}
