import {
  isStaff,
  MSG,
  type DuplicatePayment,
  type PaymentListQuerySchema,
  type PaymentRegistration,
  type SessionUser,
  type VerificationInputSchema,
  whyNotVerifiable,
} from '@app/shared';
import type { z } from 'zod';
import { isUniqueViolation, type Db } from '../../db/connection';
import { groupBy } from '../../lib/group-by';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { UploadedFile } from '../../lib/uploads';
import { insertAudit } from '../audit-log/repository';
import { insertFile } from '../files/repository';
import { insertJob } from '../jobs/repository';
import { insertMail } from '../mail/repository';
import { passLinesForPayment } from '../passes/service';
import { assertOwnIdOrStaff } from '../users/access';
import { paymentRejectedMail, paymentVerifiedMail } from './mails';
import { toPaymentRegistration, toUserPayments } from './mappers';
import * as repo from './repository';
import { SCREENSHOT_JOB } from './screenshot-duplicates';
import { listDuplicatesOf } from './screenshot-repository';
import { canTakeSeat, partyLeft, partyReturns, type SeatParty, type Site } from '../seats/service';
import { holdEvents } from '../winners/repository';
import { REGISTRATION_ENDED, registrationsEnded } from '../winners/service';

/** One seat per individual and per team among a payment's registrations. */
function seatPartiesOf(rows: { event_id: number; user_id: number; team_id: number | null }[]): SeatParty[] {
  const parties = new Map<string, SeatParty>();
  for (const r of rows) {
    const key = r.team_id !== null ? `${r.event_id}:t${r.team_id}` : `${r.event_id}:u${r.user_id}`;
    if (!parties.has(key)) parties.set(key, { eventId: r.event_id, userId: r.user_id, teamId: r.team_id });
  }
  return [...parties.values()];
}

type Verification = z.output<typeof VerificationInputSchema>;
type PaymentListQuery = z.output<typeof PaymentListQuerySchema>;

/** A payment as the student states it, with the screenshot's bytes rather than a stored file. */
export type PaymentDraft = Omit<repo.NewPayment, 'userId' | 'screenshotFileId'> & { screenshot: UploadedFile | null };

/**
 * The payment row, its screenshot and the paid events, inside the caller's transaction. The
 * transaction ID is UNIQUE, so of two simultaneous uses exactly one commits.
 */
export async function insertPaymentOf(
  trx: Db,
  userId: number,
  paidEvents: readonly { id: number; registration_fees: number }[],
  draft: PaymentDraft,
): Promise<number> {
  const screenshotFileId = draft.screenshot
    ? await insertFile(trx, { kind: 'payment-screenshot', contentType: draft.screenshot.contentType, bytes: draft.screenshot.bytes })
    : null;
  let paymentId: number;
  try {
    const { screenshot: _bytes, ...fields } = draft;
    paymentId = await repo.insertPayment(trx, { ...fields, userId, screenshotFileId });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.transactionUsed);
    throw err;
  }
  await repo.insertPaymentEvents(trx, paymentId, paidEvents);
  // Signed and compared with other screenshots in the background, once this commits.
  if (screenshotFileId) await insertJob(trx, { kind: SCREENSHOT_JOB, payload: { paymentId } });
  return paymentId;
}

export async function transactionExists(db: Db, transactionId: string) {
  return { exists: await repo.transactionIdExists(db, transactionId) };
}

/**
 * Registration Status. A coordinator held to some events (`scope`) sees the payments that include
 * one of them, and of a cart payment only their events' part, with the count of the others
 * (docs/decisions/010-cart-payments-across-coordinators.md).
 */
export async function listForStaff(db: Db, query: PaymentListQuery, scope: ReadonlySet<number> | null = null) {
  const { limit, offset, ...rest } = query;
  const filter = { ...rest, ...(scope ? { eventIds: [...scope] } : {}) };
  const [rows, total] = await Promise.all([
    repo.listPaymentsForStaff(db, filter, { limit, offset }),
    repo.countPaymentsForStaff(db, filter),
  ]);
  const ids = rows.map((r) => r.id);
  const [events, duplicates] = await Promise.all([repo.listEventsOfPayments(db, ids), duplicatesSeenBy(db, ids, scope)]);
  if (!scope) return { items: rows.map((r) => toPaymentRegistration(r, events, duplicates)), total };
  const visible = events.filter((e) => scope.has(e.event_id));
  return {
    items: rows.map((r) => ({
      ...toPaymentRegistration(r, visible, duplicates),
      otherEvents: events.filter((e) => e.payment_id === r.id).length - visible.filter((e) => e.payment_id === r.id).length,
    })),
    total,
  };
}

/**
 * payment id → the other payments with the same screenshot, each named by its payer and
 * transaction ID when the caller may see it: any payment without a `scope`; for a coordinator,
 * one that pays for one of their events (as their list shows). Others stay unnamed.
 */
async function duplicatesSeenBy(db: Db, paymentIds: number[], scope: ReadonlySet<number> | null) {
  const rows = await listDuplicatesOf(db, paymentIds);
  const seen = scope ? await repo.listPaymentsCoveringEvents(db, [...new Set(rows.map((r) => r.duplicate_of))], [...scope]) : null;
  const out = new Map<number, DuplicatePayment[]>();
  for (const [paymentId, same] of groupBy(rows, (r) => r.payment_id)) {
    out.set(
      paymentId,
      same.map((r) => {
        const named = !seen || seen.has(r.duplicate_of);
        return { paymentId: r.duplicate_of, userName: named ? r.full_name : null, transactionId: named ? r.transaction_id : null };
      }),
    );
  }
  return out;
}

/** The events a verification acts on: all of its payment's, and the one it names. */
export async function eventsOfVerification(db: Db, body: Record<string, unknown>): Promise<number[]> {
  const input = body as Verification;
  const paymentId = input.paymentId ?? (await repo.findPaymentIdOfRegistration(db, input.userId, input.eventId));
  const covered = paymentId ? await repo.listEventsOfPayments(db, [paymentId]) : [];
  return [input.eventId, ...covered.map((e) => e.event_id)];
}

/**
 * Why a coordinator may not decide a verification (its `eventsOfVerification`: the event named,
 * then the payment's): a cart payment that covers their event and others' is decided by the admin
 * or an organizer of all its events, and is told so; any other refusal keeps the generic words.
 */
export function refusalOfVerification(events: number[], mine: ReadonlySet<number>): string | null {
  const [named, ...covered] = events;
  const others = new Set(covered.filter((e) => !mine.has(e)));
  if (named === undefined || !mine.has(named) || !covered.some((e) => mine.has(e)) || others.size === 0) return null;
  return MSG.sharedPaymentNotYours(others.size);
}

/** How many of a payment's events are outside `scope` (0 without a scope): its other coordinators' part. */
export async function otherEventsOfPayment(db: Db, paymentId: number, scope: ReadonlySet<number> | null) {
  if (!scope) return 0;
  const covered = await repo.listEventsOfPayments(db, [paymentId]);
  return covered.filter((e) => !scope.has(e.event_id)).length;
}

/**
 * POST /api/verification: pending → verified | rejected, and either may be reversed. The payment
 * is named by `paymentId` or found through the user's registration for the event. The change is a
 * compare-and-set on the state the screen showed (`from`; without it, the state just read): a
 * payment decided meanwhile answers 409 and nothing changes. The registrations follow; an audit
 * row records who, when, before and after; the student's mail is queued in the same transaction.
 */
export async function decidePayment(
  db: Db,
  actor: SessionUser,
  input: Verification,
  site?: Site,
  options: DecisionOptions = {},
): Promise<{ message: string; payment: PaymentRegistration }> {
  try {
    return await decideInTransaction(db, actor, input, site, options);
  } catch (err) {
    if (!(err instanceof SelfVerification)) throw err;
    // Refused, and the attempt kept: the audit row is written outside the rolled-back transaction.
    await insertAudit(db, {
      actor,
      action: 'payment.self-verify-refused',
      targetType: 'payment',
      targetId: err.paymentId,
      after: { verified: 1 },
    });
    throw forbidden(MSG.ownPaymentVerification);
  }
}

interface DecisionOptions {
  /** More work in the decision's own transaction (bulk verification records the statement line). */
  within?: (trx: Db, paymentId: number) => Promise<void>;
  /** PostgreSQL: the events' rows are held first, so cancels, winners and certificates queue (row locks). */
  lock?: boolean;
  /** The decider's events when held to some (a coordinator): the answer names only their payments' duplicates. */
  scope?: ReadonlySet<number> | null;
}

/** What a decider whose screen is out of date is told, by the payment's state now. */
const MEANWHILE = {
  pending: MSG.paymentChangedMeanwhile,
  verified: MSG.paymentVerifiedMeanwhile,
  rejected: MSG.paymentRejectedMeanwhile,
} as const;

class SelfVerification extends Error {
  constructor(readonly paymentId: number) {
    super('self-verification');
  }
}

async function decideInTransaction(
  db: Db,
  actor: SessionUser,
  input: Verification,
  site: Site,
  { within, lock = false, scope = null }: DecisionOptions,
) {
  return db.transaction().execute(async (trx) => {
    const paymentId = input.paymentId ?? (await repo.findPaymentIdOfRegistration(trx, input.userId, input.eventId));
    const payment = paymentId ? await repo.findPayment(trx, paymentId) : undefined;
    if (!payment || payment.user_id !== input.userId || !(await repo.paymentCoversEvent(trx, payment.id, input.eventId))) {
      throw notFound(MSG.paymentNotFound);
    }
    const to = input.verified ? 1 : 0;
    const before = payment.verified === null ? null : Number(payment.verified);
    // The screen's state is the one compared with: another organizer's decision since is not
    // silently overturned (nor is the student mailed twice), the decider is told to look again.
    const now = before === null ? 'pending' : before === 1 ? 'verified' : 'rejected';
    if (input.from !== undefined && input.from !== now) throw conflict(MEANWHILE[now], { state: now });
    // Four eyes on money: whoever paid, or submitted the payment for a student, cannot verify it.
    if (to === 1 && (payment.user_id === actor.id || (await repo.wasSubmittedBy(trx, payment.id, actor.id)))) {
      throw new SelfVerification(payment.id);
    }
    if (before === to) throw conflict(to === 1 ? MSG.paymentAlreadyVerified : MSG.paymentAlreadyRejected);
    // The events' rows before the payment's and the registrations' (docs/architecture.md, 'Row
    // locks'): a cancel, winners or certificates at the same moment go wholly before or after.
    const held = await repo.listRegistrationsOfPayment(trx, payment.id);
    await holdEvents(trx, held.map((r) => r.event_id), lock);
    // Read again once they are held: a cancel that held one first has committed by now, and its
    // registration (its seat already freed) must not be decided with the rest.
    const registrations = lock ? await repo.listRegistrationsOfPayment(trx, payment.id) : held;
    if (to === 1) {
      // Not once replaced (that would take the money twice for one seat), nor once staff cancelled
      // every registration it paid for (it would tell the student they are registered): the rule
      // Registration Status shows too. A cancelled event among others does not stop the rest.
      const refusal = whyNotVerifiable({
        replaced: await repo.isReplaced(trx, payment.id),
        holdsRegistrations: registrations.length > 0,
      });
      if (refusal) throw conflict(refusal);
    }
    const reason = to === 0 ? (input.reason ?? null) : null;
    if (!(await repo.updatePaymentDecision(trx, payment.id, before, to, actor.id, reason))) {
      throw conflict(MSG.paymentChangedMeanwhile);
    }
    // Seats follow: a rejection frees each party's seat (offered to the next in line); verifying
    // a rejected payment after all needs the seat again ('This event is full.' if none is left).
    const parties = seatPartiesOf(registrations);
    if (to === 1 && before === 0) for (const p of parties) await partyReturns(trx, p, site);
    await repo.setStatusOfPaymentRegistrations(trx, payment.id, to === 1 ? 'verified' : 'rejected');
    // Rejected registrants (a whole team, when its payment) lose their places and certificates.
    if (to === 0) await registrationsEnded(trx, actor, registrations, REGISTRATION_ENDED.rejected, lock);
    // Events whose freed seat went straight to the next in line, leaving none to pay again for.
    const seatGone = new Set<number>();
    if (to === 0) {
      for (const p of parties) {
        if ((await partyLeft(trx, p, site)) > 0 && !(await canTakeSeat(trx, p, site)))
          seatGone.add(p.eventId);
      }
    }
    await within?.(trx, payment.id);
    await insertAudit(trx, {
      actor,
      action: to === 1 ? 'payment.verify' : 'payment.reject',
      targetType: 'payment',
      targetId: payment.id,
      before: { verified: before, reason: payment.reason },
      after: { verified: to, reason },
    });
    const row = await repo.findPaymentForStaff(trx, payment.id);
    const events = await repo.listEventsOfPayments(trx, [payment.id]);
    const duplicates = await duplicatesSeenBy(trx, [payment.id], scope);
    // The payer, then every other member of a team the payment registered: each holds a
    // registration in the new state, so each is told (with their own entry pass when verified).
    const recipients = [
      {
        userId: payment.user_id,
        mail: { to: row!.email, name: row!.full_name, amount: payment.amount },
        events,
      },
      ...[
        ...groupBy(
          registrations.filter((r) => r.team_id !== null && r.user_id !== payment.user_id),
          (m) => m.user_id,
        ).values(),
      ].map((held) => ({
        userId: held[0]!.user_id,
        mail: { to: held[0]!.email, name: held[0]!.full_name, paidBy: row!.full_name },
        events: held,
      })),
    ];
    for (const r of recipients) {
      const mail = {
        ...r.mail,
        transactionId: payment.transaction_id,
        eventNames: r.events.map((e) => e.event_name),
      };
      await insertMail(
        trx,
        to === 1
          ? paymentVerifiedMail({
              ...mail,
              pass: await passLinesForPayment(trx, r.userId, payment.id, site),
            })
          : paymentRejectedMail({
              ...mail,
              reason,
              seatGone: r.events.filter((e) => seatGone.has(e.event_id)).map((e) => e.event_name),
            }),
      );
    }
    return {
      message: to === 1 ? MSG.userVerified : MSG.userRejected,
      payment: toPaymentRegistration(row!, events, duplicates),
    };
  });
}

/**
 * Staff cancelled a registration the payment paid for (a team member's too), in the cancel's
 * transaction: a pending payment left paying for none is closed as rejected, with the reason and
 * an audit row, since no decision on it could change anything any more. It leaves the pending
 * lists and the statement matching; the cancel's own mail has told the student. A payment still
 * paying for other registrations waits for its decision, which acts on those.
 */
export async function closeIfPaysForNothing(trx: Db, actor: SessionUser, paymentId: number, lock: boolean) {
  // PostgreSQL: two cancels of the payment's registrations at once would each still see the
  // other's registration and neither close it; holding the payment's row makes the second look
  // after the first has committed (events, then payments: the row-lock order).
  await repo.holdPayment(trx, paymentId, lock);
  if (await repo.paymentHoldsRegistrations(trx, paymentId)) return;
  const reason = MSG.paymentRegistrationsCancelled;
  // From pending only: a verified payment stays verified (the money came; any refund is the
  // coordinator's), a rejected one stays as it is.
  if (!(await repo.updatePaymentDecision(trx, paymentId, null, 0, actor.id, reason))) return;
  await insertAudit(trx, {
    actor,
    action: 'payment.reject',
    targetType: 'payment',
    targetId: paymentId,
    before: { verified: null, reason: null },
    after: { verified: 0, reason },
  });
}

/** The screenshot bytes, for staff and the payment's owner only. */
export async function screenshotOf(db: Db, actor: SessionUser, paymentId: number) {
  const row = await repo.findScreenshotOfPayment(db, paymentId);
  // Another student's payment answers exactly like one that does not exist: ids reveal nothing.
  if (!row || (row.user_id !== actor.id && !isStaff(actor))) throw notFound(MSG.paymentNotFound);
  if (!row.file_id || !row.bytes || !row.content_type) throw notFound('This payment has no screenshot.');
  return { bytes: Buffer.from(row.bytes), contentType: row.content_type, sha256: row.sha256 ?? '' };
}

export async function paymentsOfUser(db: Db, actor: SessionUser, userId: number) {
  assertOwnIdOrStaff(actor, userId);
  return toUserPayments(await repo.listPaymentsOfUser(db, userId, false));
}

export async function pendingPaymentsOfUser(db: Db, userId: number) {
  return toUserPayments(await repo.listPaymentsOfUser(db, userId, true));
}
