import type { Db } from '../../db/connection';
import { countRows } from '../../db/count';
import { nowIso } from '../../db/connection';
import type { ExperiencesTable } from '../../db/database';
import type { Insertable } from 'kysely';

export type ExperienceStatus = ExperiencesTable['status'];

export interface ExperienceFilter {
  status: ExperienceStatus;
  companyKey?: string;
  type?: string;
  year?: number;
}

const LIST_COLUMNS = [
  'id',
  'name',
  'email',
  'company',
  'company_key',
  'type',
  'year_of_passing',
  'linkedin',
  'status',
  'created_at',
  'reviewed_at',
] as const;

function filtered(db: Db, f: ExperienceFilter) {
  let q = db.selectFrom('experiences').where('status', '=', f.status);
  if (f.companyKey !== undefined) q = q.where('company_key', '=', f.companyKey);
  if (f.type !== undefined) q = q.where('type', '=', f.type);
  if (f.year !== undefined) q = q.where('year_of_passing', '=', f.year);
  return q;
}

export async function insertExperience(
  db: Db,
  row: Omit<Insertable<ExperiencesTable>, 'created_at'>,
): Promise<number> {
  const res = await db
    .insertInto('experiences')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return res.id;
}

export async function findExperience(db: Db, id: number) {
  return db.selectFrom('experiences').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every approved experience, in the public list's order (newest year of passing, then newest). */
export async function listApproved(db: Db) {
  return db
    .selectFrom('experiences')
    .select(LIST_COLUMNS)
    .where('status', '=', 'approved')
    .orderBy('year_of_passing', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Oldest first, so the admin reviews in the order people submitted. */
export async function listForReview(
  db: Db,
  status: ExperienceStatus,
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom('experiences')
    .select(LIST_COLUMNS)
    .where('status', '=', status)
    .orderBy(
      status === 'pending' ? 'created_at' : 'reviewed_at',
      status === 'pending' ? 'asc' : 'desc',
    )
    .orderBy('id', status === 'pending' ? 'asc' : 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countExperiences(db: Db, f: ExperienceFilter): Promise<number> {
  return countRows(filtered(db, f));
}

/** One row per spelling of each company, with how many experiences use it. */
export async function listCompanySpellings(db: Db, f: Omit<ExperienceFilter, 'companyKey'>) {
  const rows = await filtered(db, f)
    .select((eb) => ['company_key', 'company', eb.fn.countAll<number>().as('n')])
    .groupBy(['company_key', 'company'])
    .execute();
  return rows.map((r) => ({ key: r.company_key, company: r.company, count: Number(r.n) }));
}

export async function listYears(db: Db, status: ExperienceStatus): Promise<number[]> {
  const rows = await db
    .selectFrom('experiences')
    .select('year_of_passing')
    .distinct()
    .where('status', '=', status)
    .orderBy('year_of_passing', 'desc')
    .execute();
  return rows.map((r) => Number(r.year_of_passing));
}

/** Moves a row out of `from`; false when someone else changed it first. */
export async function updateStatus(
  db: Db,
  id: number,
  from: ExperienceStatus,
  to: ExperienceStatus,
  reviewerId: number,
): Promise<boolean> {
  const res = await db
    .updateTable('experiences')
    .set({ status: to, reviewed_by: reviewerId, reviewed_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteExperience(
  db: Db,
  id: number,
  statuses: ExperienceStatus[],
): Promise<boolean> {
  const res = await db
    .deleteFrom('experiences')
    .where('id', '=', id)
    .where('status', 'in', statuses)
    .executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/** The stored PDF of an experience with its status, for the download check. */
export async function findExperiencePdf(db: Db, id: number) {
  return db
    .selectFrom('experiences')
    .innerJoin('files', 'files.id', 'experiences.pdf_file_id')
    .select([
      'experiences.id',
      'experiences.status',
      'files.bytes',
      'files.sha256',
      'files.content_type',
      'files.size',
    ])
    .where('experiences.id', '=', id)
    .executeTakeFirst();
}

/** Changes when an experience is approved, withdrawn or removed: what the public list is kept against. */
export async function approvedFingerprint(db: Db): Promise<string> {
  const row = await db
    .selectFrom('experiences')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.max('id').as('last_id'),
      eb.fn.max('reviewed_at').as('last_review'),
    ])
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return `${row.n}:${row.last_id ?? ''}:${row.last_review ?? ''}`;
}
