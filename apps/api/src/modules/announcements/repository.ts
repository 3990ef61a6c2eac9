import { sql } from 'kysely';
import type { AnnouncementAudience } from '@app/shared';
import type { Db } from '../../db/connection';
import { countRows } from '../../db/count';

// Announcements and their recipients. A recipient row's key (announcement, user) is what makes a
// second mail of one announcement to the same person impossible, whatever runs twice.

/** Announcements (not tests) made for the event since `sinceIso`. */
export async function countSince(db: Db, eventId: number, sinceIso: string): Promise<number> {
  return countRows(
    db
      .selectFrom('announcements')
      .where('event_id', '=', eventId)
      .where('is_test', '=', 0)
      .where('created_at', '>=', sinceIso),
  );
}

export async function findByDedupeKey(db: Db, eventId: number, key: string) {
  return db
    .selectFrom('announcements')
    .select(['id', 'recipients'])
    .where('event_id', '=', eventId)
    .where('dedupe_key', '=', key)
    .executeTakeFirst();
}

export async function insertAnnouncement(
  db: Db,
  a: {
    eventId: number;
    subject: string;
    message: string;
    audience: AnnouncementAudience;
    round: number | null;
    test: boolean;
    dedupeKey: string | null;
    createdBy: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('announcements')
    .values({
      event_id: a.eventId,
      subject: a.subject,
      message: a.message,
      audience: a.audience,
      round_number: a.round,
      is_test: a.test ? 1 : 0,
      dedupe_key: a.dedupeKey,
      job_id: null,
      created_by: a.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setRecipientsAndJob(
  db: Db,
  id: number,
  recipients: number,
  jobId: number | null,
) {
  await db
    .updateTable('announcements')
    .set({ recipients, job_id: jobId })
    .where('id', '=', id)
    .execute();
}

/** The ids of the students in one audience of the event, as a subquery. */
function audienceQuery(
  db: Db,
  eventId: number,
  audience: AnnouncementAudience,
  round: number | null,
) {
  if (audience === 'waitlist') {
    return db
      .selectFrom('waitlist_entries as w')
      .where('w.event_id', '=', eventId)
      .where('w.status', 'in', ['waiting', 'offered'])
      .select('w.user_id');
  }
  let q = db.selectFrom('registrations as r').where('r.event_id', '=', eventId);
  if (audience === 'pending') return q.where('r.status', '=', 'pending').select('r.user_id');
  q = q.where('r.status', '=', 'verified');
  if (audience === 'checked-in' || audience === 'not-checked-in') {
    const wanted = audience === 'checked-in';
    return q
      .where((eb) => {
        const checkedIn = eb.exists(
          eb
            .selectFrom('check_ins as c')
            .whereRef('c.registration_id', '=', 'r.id')
            .select('c.event_id'),
        );
        return wanted ? checkedIn : eb.not(checkedIn);
      })
      .select('r.user_id');
  }
  if (audience === 'round') {
    return q
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('round_results as rr')
            .whereRef('rr.registration_id', '=', 'r.id')
            .where('rr.round_number', '=', round ?? 0)
            .where('rr.status', '=', 1)
            .select('rr.round_number'),
        ),
      )
      .select('r.user_id');
  }
  return q.select('r.user_id');
}

/** Adds one recipient row per distinct student of the audience; answers how many there are. */
/** Adds the audience's members who are not recipients yet; answers how many recipients there are now. */
export async function insertAudience(
  db: Db,
  announcementId: number,
  eventId: number,
  audience: AnnouncementAudience,
  round: number | null,
): Promise<number> {
  const members = audienceQuery(db, eventId, audience, round);
  await db
    .insertInto('announcement_recipients')
    .columns(['announcement_id', 'user_id'])
    .expression(
      db
        .selectFrom(members.as('m'))
        .select([
          sql<number>`cast(${announcementId} as integer)`.as('announcement_id'),
          'm.user_id',
        ])
        .distinct()
        // Sent again: only those who joined the audience since (no one has it twice).
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('announcement_recipients as had')
                .select('had.user_id')
                .where('had.announcement_id', '=', announcementId)
                .whereRef('had.user_id', '=', 'm.user_id'),
            ),
          ),
        ),
    )
    .execute();
  return countRecipients(db, announcementId);
}

export async function insertRecipient(db: Db, announcementId: number, userId: number) {
  await db
    .insertInto('announcement_recipients')
    .values({ announcement_id: announcementId, user_id: userId, outbox_id: null })
    .execute();
}

async function countRecipients(db: Db, announcementId: number): Promise<number> {
  return countRows(
    db.selectFrom('announcement_recipients').where('announcement_id', '=', announcementId),
  );
}

/** The announcement with its event, for the sending job. */
export async function findForSending(db: Db, id: number) {
  return db
    .selectFrom('announcements as a')
    .innerJoin('events as e', 'e.id', 'a.event_id')
    .select([
      'a.id',
      'a.subject',
      'a.message',
      'a.is_test',
      'a.recipients',
      'e.event_name',
      'e.symposium_name',
      'e.coordinator_name',
      'e.coordinator_mail',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/** Recipients whose mail is not queued yet, a batch at a time. */
export async function listUnqueued(db: Db, announcementId: number, limit: number) {
  return db
    .selectFrom('announcement_recipients as ar')
    .innerJoin('users as u', 'u.id', 'ar.user_id')
    .select(['ar.user_id', 'u.email', 'u.full_name'])
    .where('ar.announcement_id', '=', announcementId)
    .where('ar.outbox_id', 'is', null)
    .orderBy('ar.user_id')
    .limit(limit)
    .execute();
}

/** Records the queued mail; false when this recipient's mail was queued already. */
export async function markQueued(
  db: Db,
  announcementId: number,
  userId: number,
  outboxId: number,
): Promise<boolean> {
  const res = await db
    .updateTable('announcement_recipients')
    .set({ outbox_id: outboxId })
    .where('announcement_id', '=', announcementId)
    .where('user_id', '=', userId)
    .where('outbox_id', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Announcements with their delivery counts, read from the outbox rows they queued. */
function withProgress(db: Db) {
  return db
    .selectFrom('announcements as a')
    .leftJoin('users as u', 'u.id', 'a.created_by')
    .select((eb) => [
      'a.id',
      'a.event_id',
      'a.subject',
      'a.message',
      'a.audience',
      'a.round_number',
      'a.is_test',
      'a.created_at',
      'a.recipients',
      'u.email as created_by',
      eb
        .selectFrom('announcement_recipients as ar')
        .innerJoin('outbox as o', 'o.id', 'ar.outbox_id')
        .whereRef('ar.announcement_id', '=', 'a.id')
        .where('o.status', 'in', ['sent', 'logged'])
        .select((x) => x.fn.countAll().as('c'))
        .as('sent'),
      eb
        .selectFrom('announcement_recipients as ar')
        .innerJoin('outbox as o', 'o.id', 'ar.outbox_id')
        .whereRef('ar.announcement_id', '=', 'a.id')
        .where('o.status', '=', 'failed')
        .select((x) => x.fn.countAll().as('c'))
        .as('failed'),
    ]);
}

export type AnnouncementRow = NonNullable<Awaited<ReturnType<typeof findWithProgress>>>;

export async function findWithProgress(db: Db, id: number) {
  return withProgress(db).where('a.id', '=', id).executeTakeFirst();
}

export async function listForEvent(db: Db, eventId: number, limit: number) {
  return withProgress(db)
    .where('a.event_id', '=', eventId)
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}
