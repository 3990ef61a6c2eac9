import {
  MSG,
  type CartPaymentFieldsSchema,
  type ManualPaymentInputSchema,
  type PaymentResponse,
  type SessionUser,
} from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { badRequest, conflict } from '../../lib/http-error';
import { stripImageMetadata, type UploadedFile } from '../../lib/uploads';
import { insertAudit } from '../audit-log/repository';
import { clashesOfEach } from '../calendar/service';
import { ensurePass } from '../passes/repository';
import { insertMail } from '../mail/repository';
import { paymentReceivedMail } from '../payments/mails';
import { insertPaymentOf, transactionExists, type PaymentDraft } from '../payments/service';
import { targetById, type TargetUser } from '../users/access';
import * as repo from './repository';
import { insertPartyRegistrations, prepareParty, takePartySeat } from './party';
import { assertNotRegistered, assertOpenFor } from './rules';
import type { SeatingContext } from '../seats/service';

// POST /api/registrations: registering for paid events by one bank transfer. The payment itself
// is the payments module's; the registrations, the cart lines and the mail are this module's.

type ManualPayment = z.output<typeof ManualPaymentInputSchema>;
type CartPayment = z.output<typeof CartPaymentFieldsSchema>;

/** POST /api/registrations as JSON: one paid event, no screenshot. */
export async function submitManualPayment(
  db: Db,
  actor: SessionUser,
  input: ManualPayment,
  seating: SeatingContext,
): Promise<PaymentResponse> {
  const user = await targetById(db, actor, input.userId);
  return recordPayment(db, actor, user, [input.eventId], {
    transactionId: input.transactionId,
    transactionUsername: input.transactionUsername,
    transactionDate: input.transactionDate,
    transactionTime: input.transactionTime,
    amount: input.transactionAmount,
    mobileNumber: null,
    screenshot: null,
  }, seating);
}

/**
 * POST /api/registrations as multipart: the cart's events paid by one transfer, with a screenshot.
 * Refusing must cost less than accepting, and the answers keep their order: inside the
 * transaction, the rules that need no image (events open to this student, fees, not yet
 * registered), then the transaction ID, then the picture's size from its header and its metadata
 * stripped (nothing is decoded), before any seat is taken.
 */
export async function submitCartPayment(
  db: Db,
  actor: SessionUser,
  input: CartPayment,
  uploaded: UploadedFile,
  seating: SeatingContext,
): Promise<PaymentResponse> {
  const user = await targetById(db, actor, input.userId ?? actor.id);
  const draft: PaymentDraft = {
    transactionId: input.transactionId,
    transactionUsername: input.transactionUsername || user.fullName,
    transactionDate: input.transactionDate || null,
    transactionTime: input.transactionTime || null,
    amount: input.transactionAmount,
    mobileNumber: input.mobileNumber,
    screenshot: null,
  };
  return recordPayment(db, actor, user, input.eventIds, draft, seating, async (trx) => {
    if ((await transactionExists(trx, input.transactionId)).exists) throw conflict(MSG.transactionUsed);
    draft.screenshot = stripImageMetadata(uploaded, MSG.screenshotUnreadable);
  });
}

async function checkPaymentRules(db: Db, user: TargetUser, eventIds: number[], amount: number) {
  const events = await repo.listEventsForRegistration(db, eventIds);
  const byId = new Map(events.map((e) => [e.id, e]));
  const now = Date.now();
  for (const id of eventIds) assertOpenFor(byId.get(id), user, now, eventIds.length > 1);
  const ordered = eventIds.map((id) => byId.get(id)!);
  const paid = ordered.filter((e) => e.registration_fees > 0);
  const free = ordered.filter((e) => e.registration_fees === 0);
  if (paid.length === 0) throw badRequest(MSG.eventIsFree);
  const fees = paid.reduce((sum, e) => sum + e.registration_fees, 0);
  if (amount !== fees) throw badRequest(MSG.amountMismatch(amount, fees));
  const existing = new Map((await repo.listRegistrationsOfUserForEvents(db, user.id, eventIds)).map((r) => [r.event_id, r]));
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
  seating: SeatingContext,
  /** Further checks (and the draft's last touches) once the rules hold, before any seat is taken. */
  afterRules?: (trx: Db) => Promise<void>,
): Promise<PaymentResponse> {
  return db.transaction().execute(async (trx) => {
    const { ordered, paid, free } = await checkPaymentRules(trx, user, eventIds, draft.amount);
    if (afterRules) await afterRules(trx);

    // Each event's party (the student, or the leader's whole team) and its seat, before the payment.
    const parties = [];
    for (const e of ordered) parties.push(await prepareParty(trx, e, user.id, seating.lock));
    for (const p of parties) await takePartySeat(trx, p, seating.site);

    const paymentId = await insertPaymentOf(trx, user.id, paid, draft);

    const registrations: PaymentResponse['registrations'] = [];
    for (const p of parties) {
      const status = p.event.registration_fees > 0 ? 'pending' : 'verified';
      const id = await insertPartyRegistrations(trx, p, { status, paymentId: status === 'pending' ? paymentId : null });
      registrations.push({ id, eventId: p.event.id, status });
    }
    await repo.deleteCartLines(trx, user.id, eventIds);
    // Free events of the cart are verified at once: their symposium's entry pass is owed now.
    for (const symposium of new Set(free.map((e) => e.symposium_name))) await ensurePass(trx, user.id, symposium);
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
    return {
      message: free.length > 0 ? MSG.allEventsRegistered : MSG.registrationSuccess,
      paymentId,
      registrations,
      clashes: await clashesOfEach(trx, user.id, eventIds),
    };
  });
}
