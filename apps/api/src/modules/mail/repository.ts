import type { Db } from '../../db/connection';
import { countRows } from '../../db/count';
import { nowIso } from '../../db/connection';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Queues a mail inside the caller's transaction, so it is sent only if the change commits. The
 * id lets a batch be followed (round notices count theirs on the Update Winners page).
 */
export async function insertMail(db: Db, mail: MailInput): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Mail due now: pending and due, or claimed by a process whose lease ran out (it died while
 * sending). Several API processes poll the same table; `claimMail` decides which one sends.
 */
export async function listDueMail(db: Db, limit: number) {
  const now = nowIso();
  return db
    .selectFrom('outbox')
    .selectAll()
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb('status', '=', 'sending')]))
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims a row for this process until `leaseUntil` (kept in next_attempt_at while 'sending');
 * false when another process got it first. The update is one statement, so of two processes
 * claiming the same row exactly one changes it.
 */
export async function claimMail(db: Db, id: number, leaseUntil: string): Promise<boolean> {
  const now = nowIso();
  const res = await db
    .updateTable('outbox')
    .set({ status: 'sending', next_attempt_at: leaseUntil })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending').and('next_attempt_at', '<=', now),
        eb('status', '=', 'sending').and('next_attempt_at', '<', now),
      ]),
    )
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function finishMail(db: Db, id: number, status: 'sent' | 'logged') {
  await db
    .updateTable('outbox')
    .set({ status, sent_at: nowIso(), last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function retryMail(
  db: Db,
  id: number,
  attempts: number,
  nextAt: string | null,
  error: string,
) {
  await db
    .updateTable('outbox')
    .set({
      status: nextAt ? 'pending' : 'failed',
      attempts,
      next_attempt_at: nextAt ?? nowIso(),
      last_error: error.slice(0, 500),
    })
    .where('id', '=', id)
    .execute();
}

export async function countBacklog(db: Db): Promise<number> {
  return countRows(db.selectFrom('outbox').where('status', 'in', ['pending', 'sending']));
}
