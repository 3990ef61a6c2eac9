import type { Db } from '../../db/connection';
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

export async function listDueMail(db: Db, limit: number) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso())
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Claims a row for this process; false when another worker got it first. */
export async function claimMail(db: Db, id: number): Promise<boolean> {
  const res = await db
    .updateTable('outbox')
    .set({ status: 'sending' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function finishMail(db: Db, id: number, status: 'sent' | 'logged') {
  await db.updateTable('outbox').set({ status, sent_at: nowIso(), last_error: null }).where('id', '=', id).execute();
}

export async function retryMail(db: Db, id: number, attempts: number, nextAt: string | null, error: string) {
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

/** Rows left 'sending' by a process that died are put back in the queue at start. */
export async function releaseStuckMail(db: Db) {
  await db.updateTable('outbox').set({ status: 'pending' }).where('status', '=', 'sending').execute();
}

export async function countBacklog(db: Db): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
