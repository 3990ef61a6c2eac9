import crypto from 'node:crypto';
import {
  ANNOUNCEMENT_MSG,
  ANNOUNCEMENTS_PER_EVENT_PER_DAY,
  type Announcement,
  type AnnouncementInput,
  type SessionUser,
} from '@app/shared';
import { isUniqueViolation, type Db } from '../../db/connection';
import { badRequest, notFound, tooManyRequests } from '../../lib/http-error';
import { insertAudit } from '../audit-log/repository';
import { findEventRow } from '../events/repository';
import { insertJob } from '../jobs/repository';
import { insertMail } from '../mail/repository';
import * as repo from './repository';

export const SEND_JOB = 'announcement.send';
const DAY_MS = 86_400_000;
const BATCH = 100;

type Parsed = Omit<AnnouncementInput, 'round' | 'test'> & { round?: number; test?: boolean };

/** The same text to the same audience of an event: one announcement, found again on a double submit. */
function dedupeKey(eventId: number, input: Parsed): string {
  return crypto
    .createHash('sha256')
    .update(
      JSON.stringify([eventId, input.audience, input.round ?? null, input.subject, input.message]),
    )
    .digest('hex');
}

/**
 * Records an announcement and its recipients and queues the job that mails them, all in one
 * transaction. A test goes to the caller alone. The same announcement sent again reaches only
 * those who joined its audience since (sendAgain).
 */
export async function createAnnouncement(
  db: Db,
  eventId: number,
  input: Parsed,
  actor: SessionUser,
) {
  const test = input.test === true;
  const key = test ? null : dedupeKey(eventId, input);
  try {
    return await db.transaction().execute(async (trx) => {
      const event = await findEventRow(trx, eventId);
      if (!event) throw notFound('Event not found.');
      const round = input.audience === 'round' ? (input.round ?? null) : null;
      if (round !== null && round > event.number_of_rounds)
        throw badRequest(ANNOUNCEMENT_MSG.roundOutOfRange);
      if (key) {
        const existing = await repo.findByDedupeKey(trx, eventId, key);
        if (existing) return sendAgain(trx, actor, eventId, existing, input, round);
        const recent = await repo.countSince(
          trx,
          eventId,
          new Date(Date.now() - DAY_MS).toISOString(),
        );
        if (recent >= ANNOUNCEMENTS_PER_EVENT_PER_DAY)
          throw tooManyRequests(ANNOUNCEMENT_MSG.tooMany);
      }
      const id = await repo.insertAnnouncement(trx, {
        eventId,
        subject: input.subject,
        message: input.message,
        audience: input.audience,
        round,
        test,
        dedupeKey: key,
        createdBy: actor.id,
      });
      let recipients: number;
      if (test) {
        await repo.insertRecipient(trx, id, actor.id);
        recipients = 1;
      } else {
        recipients = await repo.insertAudience(trx, id, eventId, input.audience, round);
        if (recipients === 0) throw badRequest(ANNOUNCEMENT_MSG.noRecipients);
      }
      await queueSending(trx, actor, id, recipients);
      await insertAudit(trx, {
        actor,
        action: test ? 'announcement.test' : 'announcement.send',
        targetType: 'event',
        targetId: eventId,
        after: {
          announcementId: id,
          subject: input.subject,
          audience: input.audience,
          round,
          recipients,
        },
      });
      return { id, recipients, newRecipients: recipients, queued: true };
    });
  } catch (err) {
    // Two submits at once: the second insert met the first's key; answer the first.
    if (key && isUniqueViolation(err)) {
      const existing = await repo.findByDedupeKey(db, eventId, key);
      if (existing) return { id: existing.id, recipients: existing.recipients, newRecipients: 0, queued: false };
    }
    throw err;
  }
}

/** Queues the job that mails the announcement's recipients not yet mailed, and records how many it has. */
async function queueSending(trx: Db, actor: SessionUser, announcementId: number, recipients: number) {
  const jobId = await insertJob(trx, {
    kind: SEND_JOB,
    payload: { announcementId },
    total: recipients,
    createdBy: actor.id,
  });
  await repo.setRecipientsAndJob(trx, announcementId, recipients, jobId);
}

/**
 * The same announcement sent again (same text to the same audience): it goes to those who have
 * joined the audience since, and to nobody a second time. A double submit adds nobody.
 */
async function sendAgain(
  trx: Db,
  actor: SessionUser,
  eventId: number,
  existing: { id: number; recipients: number },
  input: Parsed,
  round: number | null,
) {
  const recipients = await repo.insertAudience(trx, existing.id, eventId, input.audience, round);
  const newRecipients = recipients - existing.recipients;
  if (newRecipients === 0) return { id: existing.id, recipients, newRecipients, queued: false };
  await queueSending(trx, actor, existing.id, recipients);
  await insertAudit(trx, {
    actor,
    action: 'announcement.send',
    targetType: 'event',
    targetId: eventId,
    after: { announcementId: existing.id, audience: input.audience, round, recipients, newRecipients },
  });
  return { id: existing.id, recipients, newRecipients, queued: true };
}

function mailText(
  name: string,
  message: string,
  a: {
    event_name: string;
    symposium_name: string;
    coordinator_name: string;
    coordinator_mail: string;
  },
) {
  return (
    `Hello ${name},\n\n${message}\n\n` +
    `— ${a.event_name}, ${a.symposium_name}\n` +
    `Questions? Write to ${a.coordinator_name} at ${a.coordinator_mail}.\n`
  );
}

/**
 * The job: queues one outbox mail per recipient not yet mailed, each in its own small transaction
 * with the recipient's row, so a retried or taken-over job carries on where it stopped.
 */
export async function sendAnnouncement(
  db: Db,
  announcementId: number,
  progress: (done: number, total: number) => Promise<void>,
) {
  const a = await repo.findForSending(db, announcementId);
  if (!a) return { queued: 0 };
  const subject = a.is_test ? `[Test] ${a.subject}` : a.subject;
  let queued = 0;
  for (;;) {
    const batch = await repo.listUnqueued(db, announcementId, BATCH);
    for (const r of batch) {
      await db
        .transaction()
        .execute(async (trx) => {
          const outboxId = await insertMail(trx, {
            to: r.email,
            subject,
            text: mailText(r.full_name, a.message, a),
          });
          // Queued already by another run: drop this mail with the transaction.
          if (!(await repo.markQueued(trx, announcementId, r.user_id, outboxId)))
            throw new AlreadyQueued();
        })
        .then(
          () => (queued += 1),
          (err) => {
            if (!(err instanceof AlreadyQueued)) throw err;
          },
        );
    }
    await progress(
      a.recipients - (await repo.listUnqueued(db, announcementId, 1)).length,
      a.recipients,
    );
    if (batch.length < BATCH) break;
  }
  return { queued };
}

class AlreadyQueued extends Error {}

export function toAnnouncement(r: repo.AnnouncementRow): Announcement {
  return {
    id: r.id,
    eventId: r.event_id,
    subject: r.subject,
    message: r.message,
    audience: r.audience,
    round: r.round_number,
    test: r.is_test === 1,
    createdAt: r.created_at,
    createdBy: r.created_by ?? null,
    recipients: Number(r.recipients),
    sent: Number(r.sent ?? 0),
    failed: Number(r.failed ?? 0),
  };
}

export async function getAnnouncement(db: Db, id: number): Promise<Announcement> {
  const row = await repo.findWithProgress(db, id);
  if (!row) throw notFound(ANNOUNCEMENT_MSG.notFound);
  return toAnnouncement(row);
}

export async function listAnnouncements(db: Db, eventId: number): Promise<Announcement[]> {
  return (await repo.listForEvent(db, eventId, 100)).map(toAnnouncement);
}
