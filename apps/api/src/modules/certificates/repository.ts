import { sql, type Updateable } from 'kysely';
import { nowIso, type Db } from '../../db/connection';
import { countRows } from '../../db/count';
import type { CertificateSettingsTable } from '../../db/database';
import { eventsWithSymposia } from '../events/repository';
import { verifiedRegistrationsOf } from '../registrations/repository';

// Certificates read registrations, check-ins, round results, winners and teams to decide who is
// eligible; they write only their own two tables.

export async function findEvent(db: Db, eventId: number) {
  return eventsWithSymposia(db)
    .select(['events.id', 'events.event_name', 'events.symposium_name', 'symposia.start_date'])
    .where('events.id', '=', eventId)
    .executeTakeFirst();
}

const registrantColumns = [
  'registrations.id as registration_id',
  'registrations.user_id',
  'users.full_name',
  'users.college',
] as const;

/** Verified registrants who checked in or have any round result other than -1. */
export async function listParticipants(db: Db, eventId: number) {
  return verifiedRegistrationsOf(db, eventId)
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .select(registrantColumns)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('check_ins')
            .select('check_ins.registration_id')
            .whereRef('check_ins.registration_id', '=', 'registrations.id'),
        ),
        eb.exists(
          eb
            .selectFrom('round_results')
            .select('round_results.registration_id')
            .whereRef('round_results.registration_id', '=', 'registrations.id')
            .where('round_results.status', '<>', -1),
        ),
      ]),
    )
    .orderBy('registrations.id')
    .execute();
}

/** The verified registrations of winners, alone or as members of a winning team, with their place. */
export async function listWinningRegistrations(db: Db, eventId: number) {
  const single = db
    .selectFrom('winners')
    .innerJoin('registrations', (j) =>
      j
        .onRef('registrations.user_id', '=', 'winners.user_id')
        .onRef('registrations.event_id', '=', 'winners.event_id'),
    )
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .select([...registrantColumns, 'winners.place'])
    .where('winners.event_id', '=', eventId)
    .where('registrations.status', '=', 'verified');
  const team = db
    .selectFrom('winners')
    .innerJoin('team_members', 'team_members.team_id', 'winners.team_id')
    .innerJoin('registrations', (j) =>
      j
        .onRef('registrations.user_id', '=', 'team_members.user_id')
        .onRef('registrations.event_id', '=', 'winners.event_id'),
    )
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .select([...registrantColumns, 'winners.place'])
    .where('winners.event_id', '=', eventId)
    .where('registrations.status', '=', 'verified');
  return single.unionAll(team).execute();
}

export async function countWinners(db: Db, eventId: number): Promise<number> {
  return countRows(db.selectFrom('winners').where('event_id', '=', eventId));
}

export interface NewCertificate {
  code: string;
  kind: 'participation' | 'merit';
  place: number | null;
  registrationId: number;
  eventId: number;
  userId: number;
  name: string;
  college: string;
  eventName: string;
  symposiumName: string;
  year: number;
  issuedBy: number;
  jobId: number;
}

/**
 * Inserts the certificates; a row that meets a valid one for the same registration and kind (a
 * concurrent issue) is skipped by the partial unique index. Returns how many were written.
 */
export async function insertCertificates(db: Db, rows: NewCertificate[]): Promise<number> {
  if (rows.length === 0) return 0;
  const issuedAt = nowIso();
  let written = 0;
  // Chunks keep each statement under SQLite's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 200) {
    const res = await db
      .insertInto('certificates')
      .values(
        rows.slice(i, i + 200).map((r) => ({
          code: r.code,
          kind: r.kind,
          place: r.place,
          registration_id: r.registrationId,
          event_id: r.eventId,
          user_id: r.userId,
          name: r.name,
          college: r.college,
          event_name: r.eventName,
          symposium_name: r.symposiumName,
          year: r.year,
          issued_at: issuedAt,
          issued_by: r.issuedBy,
          job_id: r.jobId,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .execute();
    written += res.length;
  }
  return written;
}

const certificateColumns = [
  'certificates.id',
  'certificates.code',
  'certificates.registration_id',
  'certificates.kind',
  'certificates.place',
  'certificates.name',
  'certificates.college',
  'certificates.event_name',
  'certificates.symposium_name',
  'certificates.year',
  'certificates.issued_at',
  'certificates.revoked_at',
  'certificates.mailed_at',
] as const;

/** Certificates with the columns every read of one returns. */
function certificatesQuery(db: Db) {
  return db.selectFrom('certificates').select(certificateColumns);
}

export async function findCertificateByCode(db: Db, code: string) {
  return certificatesQuery(db).where('certificates.code', '=', code).executeTakeFirst();
}

export async function listCertificatesOfUser(db: Db, userId: number) {
  return certificatesQuery(db)
    .where('certificates.user_id', '=', userId)
    .orderBy('certificates.issued_at', 'desc')
    .orderBy('certificates.id', 'desc')
    .execute();
}

export async function listCertificatesOfEvent(db: Db, eventId: number) {
  return certificatesQuery(db)
    .leftJoin('users', 'users.id', 'certificates.user_id')
    .select('users.email')
    .where('certificates.event_id', '=', eventId)
    .orderBy('certificates.kind')
    .orderBy('certificates.place')
    .orderBy('certificates.name')
    .orderBy('certificates.id')
    .execute();
}

/** The event's valid certificates, oldest first. */
function validCertificatesOf(db: Db, eventId: number) {
  return certificatesQuery(db)
    .where('certificates.event_id', '=', eventId)
    .where('certificates.revoked_at', 'is', null)
    .orderBy('certificates.id');
}

/** The valid certificates of one kind at the event. */
export async function listValidCertificates(
  db: Db,
  eventId: number,
  kind: 'participation' | 'merit',
) {
  return validCertificatesOf(db, eventId).where('certificates.kind', '=', kind).execute();
}

/** The valid certificates (any kind) these people hold for the event. */
export async function listValidCertificatesOfUsers(db: Db, eventId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  return validCertificatesOf(db, eventId).where('certificates.user_id', 'in', userIds).execute();
}

export async function revokeCertificate(db: Db, id: number, by: number): Promise<boolean> {
  const res = await db
    .updateTable('certificates')
    .set({ revoked_at: nowIso(), revoked_by: by })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The next certificates of a batch still to be mailed, with their recipient's address. */
export async function listUnmailed(db: Db, jobId: number, limit: number) {
  return certificatesQuery(db)
    .innerJoin('users', 'users.id', 'certificates.user_id')
    .select('users.email')
    .where('certificates.job_id', '=', jobId)
    .where('certificates.mailed_at', 'is', null)
    .orderBy('certificates.id')
    .limit(limit)
    .execute();
}

/** Marks one certificate mailed; false when another run of the batch got there first. */
export async function markMailed(db: Db, id: number): Promise<boolean> {
  const res = await db
    .updateTable('certificates')
    .set({ mailed_at: nowIso() })
    .where('id', '=', id)
    .where('mailed_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function countOfJob(db: Db, jobId: number) {
  const row = await db
    .selectFrom('certificates')
    .select([
      (eb) => eb.fn.countAll<number>().as('total'),
      sql<number>`sum(case when mailed_at is null then 0 else 1 end)`.as('mailed'),
    ])
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), mailed: Number(row.mailed ?? 0) };
}

export async function findLastJobOfEvent(db: Db, eventId: number) {
  const row = await db
    .selectFrom('certificates')
    .select((eb) => eb.fn.max<number>('job_id').as('job_id'))
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row?.job_id == null ? null : Number(row.job_id);
}

export async function findSettings(db: Db) {
  return db
    .selectFrom('certificate_settings')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
}

export async function updateSettings(
  db: Db,
  patch: Omit<Updateable<CertificateSettingsTable>, 'id' | 'updated_by' | 'updated_at'>,
  by: number,
) {
  await db
    .updateTable('certificate_settings')
    .set({ ...patch, updated_by: by, updated_at: nowIso() })
    .where('id', '=', 1)
    .execute();
}
