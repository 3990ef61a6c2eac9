import crypto from 'node:crypto';
import { NOTIFY_ME_MSG } from '@app/shared';
import type { Db } from '../../db/connection';
import { badRequest } from '../../lib/http-error';
import { insertJob } from '../jobs/repository';
import { insertMail } from '../mail/repository';
import { findTimer } from '../timer/repository';
import * as repo from './repository';

export const OPENING_JOB = 'notify-me.opening';
const BATCH = 100;

const newToken = () => crypto.randomBytes(24).toString('base64url');
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const confirmLink = (site: string, token: string) => `${site}/notify-me/confirm?token=${token}`;
const unsubscribeLink = (site: string, token: string) => `${site}/notify-me/unsubscribe?token=${token}`;

/** One-click unsubscribe for mail programs (RFC 8058): they POST to this address. */
function unsubscribeHeaders(site: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${site}/api/notify-me/unsubscribe?token=${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

async function queueConfirmation(trx: Db, site: string, email: string, tokens: { confirm: string; unsubscribe: string }) {
  await insertMail(trx, {
    to: email,
    subject: NOTIFY_ME_MSG.confirmSubject,
    text:
      `Hello,\n\nSomeone, we hope you, asked the Computer Society of MIT to write to this address when ` +
      `registration for its symposia opens. To confirm, open this link:\n\n${confirmLink(site, tokens.confirm)}\n\n` +
      `If it was not you, ignore this mail: without the confirmation we will not write again.\n\n` +
      `Unsubscribe: ${unsubscribeLink(site, tokens.unsubscribe)}\n`,
    headers: unsubscribeHeaders(site, tokens.unsubscribe),
  });
}

/**
 * A visitor asks to be told when registration opens. New, pending, unsubscribed and already-mailed
 * addresses get a confirmation mail (double opt-in); a confirmed address waiting for its mail gets
 * nothing more. The caller answers the same whatever happened here. True when a mail was queued.
 */
export async function requestNotify(db: Db, site: string, email: string): Promise<boolean> {
  const tokens = { confirm: newToken(), unsubscribe: newToken() };
  const hashes = { confirm: hashToken(tokens.confirm), unsubscribe: hashToken(tokens.unsubscribe) };
  return db.transaction().execute(async (trx) => {
    const existing = await repo.findByEmail(trx, email);
    if (!existing) {
      // A second request for the same new address at the same moment adds nothing.
      if (!(await repo.insertPending(trx, email, hashes))) return false;
    } else if (existing.status === 'pending') {
      await repo.setPending(trx, existing.id, hashes, false);
    } else if (existing.status === 'unsubscribed' || (await repo.wasMailed(trx, existing.id, existing.subscription))) {
      await repo.setPending(trx, existing.id, hashes, true);
    } else {
      return false;
    }
    await queueConfirmation(trx, site, email, tokens);
    return true;
  });
}

export async function confirm(db: Db, token: string): Promise<void> {
  if (!(await repo.confirmByToken(db, hashToken(token)))) throw badRequest(NOTIFY_ME_MSG.invalidLink);
}

export async function unsubscribe(db: Db, token: string): Promise<void> {
  if (!(await repo.unsubscribeByToken(db, hashToken(token)))) throw badRequest(NOTIFY_ME_MSG.invalidLink);
}

export interface OpeningPayload {
  openingId: number;
  /** The symposium that started; absent when the countdown ended. */
  symposium?: string;
}

/**
 * Records that registration opened (inside the caller's transaction) and queues the job that mails
 * every confirmed address. The same opening is recorded once; true when it was new.
 */
export async function recordOpening(trx: Db, key: string, symposium?: string): Promise<boolean> {
  const openingId = await repo.insertOpening(trx, key);
  if (openingId === null) return false;
  const payload: OpeningPayload = { openingId, ...(symposium ? { symposium } : {}) };
  await insertJob(trx, { kind: OPENING_JOB, payload });
  return true;
}

/** The countdown's end time has passed: registration opens. True when this is news. */
export async function checkTimer(db: Db, now = Date.now()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const timer = await findTimer(trx);
    if (!timer || Date.parse(timer.end_time) > now) return false;
    return recordOpening(trx, `timer:${timer.end_time}`);
  });
}

function openingText(site: string, symposium: string | undefined, unsubscribeToken: string) {
  const where = symposium ? `${site}/events?symposium=${encodeURIComponent(symposium)}` : `${site}/events`;
  const what = symposium ? `Registration for ${symposium} is open.` : 'Registration has begun.';
  return (
    `Hello,\n\n${what} You asked us to tell you. The events, their rounds and fees:\n\n${where}\n\n` +
    `This is the only mail we send about it.\n\n` +
    `Unsubscribe: ${unsubscribeLink(site, unsubscribeToken)}\n`
  );
}

/**
 * The job: one mail per confirmed address not yet mailed, each in its own small transaction with
 * the row that claims it, so a second run or a second opening at the same time mails nobody twice.
 */
export async function sendOpening(db: Db, site: string, payload: OpeningPayload) {
  let queued = 0;
  for (;;) {
    const batch = await repo.listUnmailed(db, BATCH);
    for (const s of batch) {
      const token = newToken();
      const sent = await db.transaction().execute(async (trx) => {
        if (!(await repo.claimMail(trx, s.id, s.subscription, payload.openingId))) return false;
        await repo.setUnsubscribeHash(trx, s.id, hashToken(token));
        const outboxId = await insertMail(trx, {
          to: s.email,
          subject: payload.symposium ? `${NOTIFY_ME_MSG.openedSubject}: ${payload.symposium}` : NOTIFY_ME_MSG.openedSubject,
          text: openingText(site, payload.symposium, token),
          headers: unsubscribeHeaders(site, token),
        });
        await repo.setMailOutbox(trx, s.id, s.subscription, outboxId);
        return true;
      });
      if (sent) queued += 1;
    }
    if (batch.length < BATCH) break;
  }
  return { queued };
}
