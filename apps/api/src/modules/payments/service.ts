import {
  MSG,
  type CartPaymentFieldsSchema,
  type ManualPaymentInputSchema,
  type PaymentListQuerySchema,
  type PaymentRegistration,
  type PaymentResponse,
  type SessionUser,
  type VerificationInputSchema,
} from '@app/shared';
import type { z } from 'zod';
import { isUniqueViolation, type Db } from '../../db/connection';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import type { UploadedFile } from '../../lib/uploads';
import { insertAudit } from '../audit/repository';
import { insertFile } from '../files/repository';
import { insertMail } from '../mail/repository';
import { assertOwnIdOrStaff, isStaff, targetById, type TargetUser } from '../registrations/access';
import * as regRepo from '../registrations/repository';
import { assertNotRegistered, assertOpenFor } from '../registrations/rules';
import { paymentReceivedMail, paymentRejectedMail, paymentVerifiedMail } from './mails';
import { toPaymentRegistration, toUserPayments } from './mappers';
import * as repo from './repository';

type ManualPayment = z.output<typeof ManualPaymentInputSchema>;
type CartPayment = z.output<typeof CartPaymentFieldsSchema>;
type Verification = z.output<typeof VerificationInputSchema>;
type PaymentListQuery = z.output<typeof PaymentListQuerySchema>;

interface PaymentDraft {
  transactionId: string;
  transactionUsername: string;
  transactionDate: string | null;
  transactionTime: string | null;
  amount: number;
  mobileNumber: string | null;
  screenshot: UploadedFile | null;
}

/** POST /api/registrations as JSON: one paid event, no screenshot. */
export async function submitManualPayment(db: Db, actor: SessionUser, input: ManualPayment): Promise<PaymentResponse> {
  const user = await targetById(db, actor, input.userId);
  return recordPayment(db, actor, user, [input.eventId], {
    transactionId: input.transactionId,
    transactionUsername: input.transactionUsername,
    transactionDate: input.transactionDate,
    transactionTime: input.transactionTime,
    amount: input.transactionAmount,
    mobileNumber: null,
    screenshot: null,
  });
}

/** POST /api/registrations as multipart: the cart's events paid by one transfer, with a screenshot. */
export async function submitCartPayment(
  db: Db,
  actor: SessionUser,
  input: CartPayment,
  screenshot: UploadedFile,
): Promise<PaymentResponse> {
  const user = await targetById(db, actor, input.userId ?? actor.id);
  return recordPayment(db, actor, user, input.eventIds, {
    transactionId: input.transactionId,
    transactionUsername: input.transactionUsername || user.fullName,
    transactionDate: input.transactionDate || null,
    transactionTime: input.transactionTime || null,
    amount: input.transactionAmount,
    mobileNumber: input.mobileNumber,
    screenshot,
  });
}

/**
 * The cart payment's rules that need no image (events open to this student, fees, not yet
 * registered, transaction ID unused), checked before the screenshot is decoded so that refusing
 * costs less than accepting. recordPayment checks them again inside its transaction.
 */
export async function precheckCartPayment(db: Db, actor: SessionUser, input: CartPayment): Promise<void> {
  const user = await targetById(db, actor, input.userId ?? actor.id);
  await checkPaymentRules(db, user, input.eventIds, input.transactionAmount);
  if (await repo.transactionIdExists(db, input.transactionId)) throw conflict(MSG.transactionUsed);
}

async function checkPaymentRules(db: Db, user: TargetUser, eventIds: number[], amount: number) {
  const events = await regRepo.listEventsForRegistration(db, eventIds);
  const byId = new Map(events.map((e) => [e.id, e]));
  for (const id of eventIds) assertOpenFor(byId.get(id), user);
  const ordered = eventIds.map((id) => byId.get(id)!);
  const paid = ordered.filter((e) => e.registration_fees > 0);
  const free = ordered.filter((e) => e.registration_fees === 0);
  if (paid.length === 0) throw badRequest(MSG.eventIsFree);
  const fees = paid.reduce((sum, e) => sum + e.registration_fees, 0);
  if (amount !== fees) throw badRequest(MSG.amountMismatch(amount, fees));
  const existing = new Map((await regRepo.listRegistrationsOfUserForEvents(db, user.id, eventIds)).map((r) => [r.event_id, r]));
  for (const e of ordered) assertNotRegistered(existing.get(e.id));
  return { ordered, paid, free, existing };
}

/**
 * Everything in one transaction: the rules per event, the amount against the fees, the payment
 * (whose transaction ID is UNIQUE, so of two simultaneous uses exactly one commits), its
 * registrations ('pending'; a rejected one is taken up again), the cart lines and the mail.
 * Free events in a cart are registered at once, outside the payment.
 */
async function recordPayment(
  db: Db,
  actor: SessionUser,
  user: TargetUser,
  eventIds: number[],
  draft: PaymentDraft,
): Promise<PaymentResponse> {
  return db.transaction().execute(async (trx) => {
    const { ordered, paid, free, existing } = await checkPaymentRules(trx, user, eventIds, draft.amount);

    const screenshotFileId = draft.screenshot
      ? await insertFile(trx, { kind: 'payment-screenshot', contentType: draft.screenshot.contentType, bytes: draft.screenshot.bytes })
      : null;
    let paymentId: number;
    try {
      paymentId = await repo.insertPayment(trx, {
        userId: user.id,
        transactionId: draft.transactionId,
        transactionUsername: draft.transactionUsername,
        transactionDate: draft.transactionDate,
        transactionTime: draft.transactionTime,
        amount: draft.amount,
        mobileNumber: draft.mobileNumber,
        screenshotFileId,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.transactionUsed);
      throw err;
    }
    await repo.insertPaymentEvents(trx, paymentId, paid.map((e) => e.id));

    const registrations: PaymentResponse['registrations'] = [];
    for (const e of ordered) {
      const status = e.registration_fees > 0 ? 'pending' : 'verified';
      const link = status === 'pending' ? paymentId : null;
      const previous = existing.get(e.id);
      if (previous) {
        if (!(await regRepo.reviveRejectedRegistration(trx, previous.id, { paymentId: link, status }))) {
          throw conflict(MSG.paymentAwaitingVerification);
        }
        registrations.push({ id: previous.id, eventId: e.id, status });
        continue;
      }
      try {
        registrations.push({ id: await regRepo.insertRegistration(trx, { userId: user.id, eventId: e.id, paymentId: link, status }), eventId: e.id, status });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MSG.alreadyRegistered);
        throw err;
      }
    }
    await regRepo.deleteCartLines(trx, user.id, eventIds);
    if (actor.id !== user.id) {
      await insertAudit(trx, {
        actor,
        action: 'payment.submit-for-user',
        targetType: 'payment',
        targetId: paymentId,
        after: { userId: user.id, eventIds, transactionId: draft.transactionId, amount: draft.amount },
      });
    }
    await insertMail(
      trx,
      paymentReceivedMail({
        to: user.email,
        name: user.fullName,
        transactionId: draft.transactionId,
        amount: draft.amount,
        eventNames: paid.map((e) => e.event_name),
      }),
    );
    return { message: free.length > 0 ? MSG.allEventsRegistered : MSG.registrationSuccess, paymentId, registrations };
  });
}

export async function transactionExists(db: Db, transactionId: string) {
  return { exists: await repo.transactionIdExists(db, transactionId) };
}

/**
 * Registration Status. A coordinator held to some events (`scope`) sees the payments that include
 * one of them, and of a cart payment only their events' part, with the count of the others
 * (docs/decisions/005-cart-payments-across-coordinators.md).
 */
export async function listForStaff(db: Db, query: PaymentListQuery, scope: ReadonlySet<number> | null = null) {
  const { limit, offset, ...rest } = query;
  const filter = { ...rest, ...(scope ? { eventIds: [...scope] } : {}) };
  const [rows, total] = await Promise.all([
    repo.listPaymentsForStaff(db, filter, { limit, offset }),
    repo.countPaymentsForStaff(db, filter),
  ]);
  const events = await repo.listEventsOfPayments(db, rows.map((r) => r.id));
  if (!scope) return { items: rows.map((r) => toPaymentRegistration(r, events)), total };
  const visible = events.filter((e) => scope.has(e.event_id));
  return {
    items: rows.map((r) => ({
      ...toPaymentRegistration(r, visible),
      otherEvents: events.filter((e) => e.payment_id === r.id).length - visible.filter((e) => e.payment_id === r.id).length,
    })),
    total,
  };
}

/** The events a verification acts on: all of its payment's, and the one it names. */
export async function eventsOfVerification(db: Db, body: Record<string, unknown>): Promise<number[]> {
  const input = body as Verification;
  const paymentId = input.paymentId ?? (await repo.findPaymentIdOfRegistration(db, input.userId, input.eventId));
  const covered = paymentId ? await repo.listEventsOfPayments(db, [paymentId]) : [];
  return [input.eventId, ...covered.map((e) => e.event_id)];
}

/**
 * POST /api/verification: pending → verified | rejected, and either may be reversed. The payment
 * is named by `paymentId` or found through the user's registration for the event. The change is a
 * compare-and-set on the state just read; the registrations follow; an audit row records who,
 * when, before and after; the student's mail is queued in the same transaction.
 */
export async function decidePayment(
  db: Db,
  actor: SessionUser,
  input: Verification,
): Promise<{ message: string; payment: PaymentRegistration }> {
  try {
    return await decideInTransaction(db, actor, input);
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

class SelfVerification extends Error {
  constructor(readonly paymentId: number) {
    super('self-verification');
  }
}

async function decideInTransaction(db: Db, actor: SessionUser, input: Verification) {
  return db.transaction().execute(async (trx) => {
    const paymentId = input.paymentId ?? (await repo.findPaymentIdOfRegistration(trx, input.userId, input.eventId));
    const payment = paymentId ? await repo.findPayment(trx, paymentId) : undefined;
    if (!payment || payment.user_id !== input.userId || !(await repo.paymentCoversEvent(trx, payment.id, input.eventId))) {
      throw notFound(MSG.paymentNotFound);
    }
    const to = input.verified ? 1 : 0;
    // Four eyes on money: whoever paid, or submitted the payment for a student, cannot verify it.
    if (to === 1 && (payment.user_id === actor.id || (await repo.wasSubmittedBy(trx, payment.id, actor.id)))) {
      throw new SelfVerification(payment.id);
    }
    const before = payment.verified === null ? null : Number(payment.verified);
    if (before === to) throw conflict(to === 1 ? MSG.paymentAlreadyVerified : MSG.paymentAlreadyRejected);
    const reason = to === 0 ? (input.reason ?? null) : null;
    if (!(await repo.updatePaymentDecision(trx, payment.id, before, to, actor.id, reason))) {
      throw conflict(MSG.paymentChangedMeanwhile);
    }
    await repo.setStatusOfPaymentRegistrations(trx, payment.id, to === 1 ? 'verified' : 'rejected');
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
    const mail = {
      to: row!.email,
      name: row!.full_name,
      transactionId: payment.transaction_id,
      amount: payment.amount,
      eventNames: events.map((e) => e.event_name),
    };
    await insertMail(trx, to === 1 ? paymentVerifiedMail(mail) : paymentRejectedMail({ ...mail, reason }));
    return {
      message: to === 1 ? MSG.userVerified : MSG.userRejected,
      payment: toPaymentRegistration(row!, events),
    };
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
