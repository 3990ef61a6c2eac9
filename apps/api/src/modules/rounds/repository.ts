import { ROUND_STATUS } from '@app/shared';
import { sql } from 'kysely';
import { nowIso, type Db } from '../../db/connection';
import { findEventById } from '../events/repository';
import {
  listRoundResultsOfRegistrations,
  participantsOf,
  verifiedRegistrationsOf,
} from '../registrations/repository';

// Rounds read the events, registrations and users tables directly: only verified registrations
// are participants (free ones are verified at once, paid ones after staff verification).

export async function findEvent(db: Db, eventId: number) {
  return findEventById(db, eventId, [
    'id',
    'event_name',
    'symposium_name',
    'number_of_rounds',
    'coordinator_name',
    'coordinator_mail',
  ]);
}

export async function listVerifiedRegistrants(
  db: Db,
  eventId: number,
  page: { limit: number; offset: number },
) {
  return (
    participantsOf(db, eventId)
      .select([
        'registrations.id',
        'registrations.user_id',
        'users.full_name',
        'users.email',
        'registrations.team_id',
        'teams.team_name',
      ])
      // members together under their team, then individuals
      .orderBy(sql`case when teams.team_name is null then 1 else 0 end`)
      .orderBy('teams.team_name')
      .orderBy('users.full_name')
      .orderBy('registrations.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute()
  );
}

/** Every stored result of the event's verified registrations (a missing row means -1). */
export async function listRoundResultsOfEvent(db: Db, eventId: number) {
  return verifiedRegistrationsOf(db, eventId)
    .innerJoin('round_results', 'round_results.registration_id', 'registrations.id')
    .select(['round_results.registration_id', 'round_results.round_number', 'round_results.status'])
    .execute();
}

/**
 * The event's verified registrations with their users, for marking. With `lock` (PostgreSQL) the
 * rows read are held until the transaction ends, so two organizers marking the same person go one
 * after the other; SQLite transactions are serialised anyway.
 */
function registrationsToMark(db: Db, eventId: number, lock: boolean) {
  return verifiedRegistrationsOf(db, eventId)
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .$if(lock, (q) => q.forUpdate('registrations'));
}

/** The caller's verified registration for the event, locked as `registrationsToMark` says. */
export async function findVerifiedRegistration(
  db: Db,
  eventId: number,
  userId: number,
  lock: boolean,
) {
  return registrationsToMark(db, eventId, lock)
    .select(['registrations.id', 'registrations.user_id', 'users.full_name', 'users.email'])
    .where('registrations.user_id', '=', userId)
    .executeTakeFirst();
}

export async function listResultsOfRegistration(db: Db, registrationId: number) {
  return listRoundResultsOfRegistrations(db, [registrationId]);
}

export async function upsertRoundResult(
  db: Db,
  row: { registrationId: number; roundNumber: number; status: number; updatedBy: number },
) {
  const at = nowIso();
  await db
    .insertInto('round_results')
    .values({
      registration_id: row.registrationId,
      round_number: row.roundNumber,
      status: row.status,
      updated_by: row.updatedBy,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(['registration_id', 'round_number'])
        .doUpdateSet({ status: row.status, updated_by: row.updatedBy, updated_at: at }),
    )
    .execute();
}

/** Verified participants with their result in one round (-1 when no row exists). */
export async function listRoundRecipients(db: Db, eventId: number, roundNumber: number) {
  const rows = await verifiedRegistrationsOf(db, eventId)
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .leftJoin('round_results', (join) =>
      join
        .onRef('round_results.registration_id', '=', 'registrations.id')
        .on('round_results.round_number', '=', roundNumber),
    )
    .select(['registrations.id', 'users.full_name', 'users.email', 'round_results.status'])
    .orderBy('registrations.id')
    .execute();
  return rows.map((r) => ({ ...r, status: r.status ?? ROUND_STATUS.undecided }));
}

export async function insertNotice(
  db: Db,
  notice: {
    eventId: number;
    roundNumber: number;
    eligible: number;
    ineligible: number;
    createdBy: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('round_notices')
    .values({
      event_id: notice.eventId,
      round_number: notice.roundNumber,
      eligible_count: notice.eligible,
      ineligible_count: notice.ineligible,
      created_by: notice.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertNoticeMails(
  db: Db,
  noticeId: number,
  mails: { outboxId: number; group: 'eligible' | 'ineligible' }[],
) {
  // Chunked so a large event stays well under either engine's bound-parameter limit.
  for (let i = 0; i < mails.length; i += 500) {
    await db
      .insertInto('round_notice_mails')
      .values(
        mails
          .slice(i, i + 500)
          .map((m) => ({ notice_id: noticeId, outbox_id: m.outboxId, recipient_group: m.group })),
      )
      .execute();
  }
}

export async function findLatestNotice(db: Db, eventId: number, roundNumber: number) {
  return db
    .selectFrom('round_notices')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('round_number', '=', roundNumber)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How many of a notice's mails are in each outbox state. */
export async function countNoticeMailsByStatus(db: Db, noticeId: number) {
  const rows = await db
    .selectFrom('round_notice_mails')
    .innerJoin('outbox', 'outbox.id', 'round_notice_mails.outbox_id')
    .select((eb) => ['outbox.status', eb.fn.countAll<number>().as('n')])
    .where('round_notice_mails.notice_id', '=', noticeId)
    .groupBy('outbox.status')
    .execute();
  return rows.map((r) => ({ status: r.status, n: Number(r.n) }));
}

/** The verified registrations of a team's members for its event, locked like one participant's. */
export async function findVerifiedTeamRegistrations(
  db: Db,
  eventId: number,
  teamId: number,
  lock: boolean,
) {
  return registrationsToMark(db, eventId, lock)
    .innerJoin('teams', 'teams.id', 'registrations.team_id')
    .select([
      'registrations.id',
      'registrations.user_id',
      'users.full_name',
      'teams.team_name',
      'teams.leader_id',
    ])
    .where('registrations.team_id', '=', teamId)
    .orderBy('registrations.id')
    .execute();
}
