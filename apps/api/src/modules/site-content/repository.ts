import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/connection';

// All SQL of the site content. `archive_year` null is the current content; a year holds that
// year's archived office bearers.

export type ItemRow = NonNullable<Awaited<ReturnType<typeof findItem>>>;

const COLUMNS = [
  'id',
  'section',
  'position',
  'fields_json',
  'image_key',
  'image_json',
  'is_placeholder',
  'archive_year',
] as const;

/** The items with the columns every read of them returns. */
function itemsQuery(db: Db) {
  return db.selectFrom('site_content_items').select(COLUMNS);
}

export async function listCurrentItems(db: Db) {
  return itemsQuery(db)
    .where('archive_year', 'is', null)
    .orderBy('section')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function listArchivedItems(db: Db, year: number) {
  return itemsQuery(db)
    .where('archive_year', '=', year)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function listArchiveYears(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('site_content_items')
    .select('archive_year')
    .distinct()
    .where('archive_year', 'is not', null)
    .orderBy('archive_year', 'desc')
    .execute();
  return rows.map((r) => Number(r.archive_year));
}

export async function findItem(db: Db, id: number) {
  return itemsQuery(db).where('id', '=', id).executeTakeFirst();
}

export async function listSectionIds(db: Db, section: string): Promise<number[]> {
  const rows = await db
    .selectFrom('site_content_items')
    .select('id')
    .where('section', '=', section)
    .where('archive_year', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function nextPosition(db: Db, section: string): Promise<number> {
  const row = await db
    .selectFrom('site_content_items')
    .select(sql<number | null>`max(position)`.as('p'))
    .where('section', '=', section)
    .where('archive_year', 'is', null)
    .executeTakeFirstOrThrow();
  return row.p == null ? 0 : Number(row.p) + 1;
}

export async function insertItem(
  db: Db,
  item: { section: string; position: number; fieldsJson: string; isPlaceholder: boolean },
): Promise<number> {
  const row = await db
    .insertInto('site_content_items')
    .values({
      section: item.section,
      position: item.position,
      fields_json: item.fieldsJson,
      is_placeholder: item.isPlaceholder ? 1 : 0,
      updated_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateItemFields(
  db: Db,
  id: number,
  fieldsJson: string,
  isPlaceholder: boolean,
) {
  await db
    .updateTable('site_content_items')
    .set({ fields_json: fieldsJson, is_placeholder: isPlaceholder ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function setItemImage(db: Db, id: number, imageJson: string) {
  await db
    .updateTable('site_content_items')
    .set({ image_json: imageJson, image_key: null, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function setPosition(db: Db, id: number, position: number) {
  await db.updateTable('site_content_items').set({ position }).where('id', '=', id).execute();
}

export async function deleteItem(db: Db, id: number) {
  await db.deleteFrom('site_content_items').where('id', '=', id).execute();
}

export async function archiveOfficeBearers(db: Db, year: number): Promise<number> {
  const res = await db
    .updateTable('site_content_items')
    .set({ archive_year: year, updated_at: nowIso() })
    .where('section', '=', 'office-bearers')
    .where('archive_year', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function yearIsArchived(db: Db, year: number): Promise<boolean> {
  const row = await db
    .selectFrom('site_content_items')
    .select('id')
    .where('archive_year', '=', year)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export async function readVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('site_content_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Called in the transaction of every change: other processes see the new number and reload. */
export async function bumpVersion(db: Db) {
  await db
    .updateTable('site_content_version')
    .set({ version: sql`version + 1` })
    .where('id', '=', 1)
    .execute();
}

