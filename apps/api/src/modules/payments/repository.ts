import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { canonicalTransactionId, referenceNumberOf, type PaymentStatus } from '@app/shared';
import { nowIso, type Db } from '../../db/connection';
import type { Database } from '../../db/database';

// Payments: one bank transfer (transaction_id UNIQUE, and its reference number, reference_key,
// UNIQUE too), covering one or more events through payment_events. verified: null pending,
// 1 verified, 0 rejected. A registration staff cancel leaves its payment_events row (what was paid
// for, and the fee paid), so what a payment still pays for is read through `stillPaidFor`.

/**
 * Of a payment's payment_events rows, the events it still pays for: those holding a registration
 * on the payment, or every one when none does (a payment replaced by another, or whose
 * registrations were all cancelled, shows what it was made for).
 */
function stillPaidFor(eb: ExpressionBuilder<Database, 'payment_events'>) {
  const onPayment = eb
    .selectFrom('registrations')
    .select('registrations.id')
    .whereRef('registrations.payment_id', '=', 'payment_events.payment_id');
  return eb.or([
    eb.exists(onPayment.whereRef('registrations.event_id', '=', 'payment_events.event_id')),
    eb.not(eb.exists(onPayment)),
  ]);
}

export interface NewPayment {
  userId: number;
  transactionId: string;
  transactionUsername: string;
  transactionDate: string | null;
  transactionTime: string | null;
  amount: number;
  mobileNumber: string | null;
  screenshotFileId: number | null;
}

export async function insertPayment(db: Db, p: NewPayment): Promise<number> {
  const row = await db
    .insertInto('payments')
    .values({
      user_id: p.userId,
      transaction_id: p.transactionId,
      reference_key: referenceNumberOf(p.transactionId),
      transaction_username: p.transactionUsername,
      transaction_date: p.transactionDate,
      transaction_time: p.transactionTime,
      amount: p.amount,
      mobile_number: p.mobileNumber,
      screenshot_file_id: p.screenshotFileId,
      verified: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The events a payment pays for, each with its fee now: its share of the money, kept as paid. */
export async function insertPaymentEvents(
  db: Db,
  paymentId: number,
  events: readonly { id: number; registration_fees: number }[],
) {
  if (events.length === 0) return;
  await db
    .insertInto('payment_events')
    .values(events.map((e) => ({ payment_id: paymentId, event_id: e.id, fee: e.registration_fees })))
    .execute();
}

/** True when a payment holds this ID, or another spelling of its reference number ('UTR-…' for '…'). */
export async function transactionIdExists(db: Db, transactionId: string): Promise<boolean> {
  const reference = referenceNumberOf(transactionId);
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where((eb) =>
      reference === null
        ? eb('transaction_id', '=', transactionId)
        : eb.or([eb('transaction_id', '=', transactionId), eb('reference_key', '=', reference)]),
    )
    .executeTakeFirst();
  return !!row;
}

export async function findPayment(db: Db, id: number) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** True when `userId` submitted the payment on a student's behalf (its audit row says so). */
export async function wasSubmittedBy(db: Db, paymentId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', 'payment.submit-for-user')
    .where('target_type', '=', 'payment')
    .where('target_id', '=', String(paymentId))
    .where('actor_id', '=', userId)
    .executeTakeFirst();
  return !!row;
}

/** The payment behind the user's registration for an event (null for free registrations). */
export async function findPaymentIdOfRegistration(db: Db, userId: number, eventId: number) {
  const row = await db
    .selectFrom('registrations')
    .select('payment_id')
    .where('user_id', '=', userId)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row?.payment_id ?? null;
}

export async function paymentCoversEvent(db: Db, paymentId: number, eventId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payment_events')
    .select('payment_id')
    .where('payment_id', '=', paymentId)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return !!row;
}

/** Those of the payments that pay for one of the events (what a coordinator held to them may see). */
export async function listPaymentsCoveringEvents(db: Db, paymentIds: number[], eventIds: number[]): Promise<Set<number>> {
  if (paymentIds.length === 0 || eventIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('payments')
    .select('payments.id')
    .where('payments.id', 'in', paymentIds)
    .where((eb) => paysForAnyOf(eb, eventIds))
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Each payment's payer and transaction ID: how staff know a payment. */
export async function listPayersOf(db: Db, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  return paymentsWithPayers(db)
    .select(['payments.id', 'users.full_name', 'payments.transaction_id'])
    .where('payments.id', 'in', paymentIds)
    .execute();
}

/**
 * Moves a payment from the state it was read in to the new one. The WHERE on the old state makes
 * it a compare-and-set: if another organizer decided meanwhile, nothing changes and false returns.
 */
export async function updatePaymentDecision(
  db: Db,
  id: number,
  from: number | null,
  to: 0 | 1,
  by: number,
  reason: string | null,
): Promise<boolean> {
  const res = await db
    .updateTable('payments')
    .set({ verified: to, verified_by: by, verified_at: nowIso(), reason })
    .where('id', '=', id)
    .where((eb) => (from === null ? eb('verified', 'is', null) : eb('verified', '=', from)))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The payment's registrations follow its state; rows already moved to a newer payment are left alone. */
export async function setStatusOfPaymentRegistrations(db: Db, paymentId: number, status: 'verified' | 'rejected') {
  await db
    .updateTable('registrations')
    .set({ status, updated_at: nowIso() })
    .where('payment_id', '=', paymentId)
    .execute();
}

/** PostgreSQL: holds the payment's row until the transaction ends (after its events' rows). */
export async function holdPayment(db: Db, paymentId: number, lock: boolean): Promise<void> {
  if (!lock) return;
  await db.selectFrom('payments').select('id').where('id', '=', paymentId).forUpdate().execute();
}

/** Whether any registration (a team's member's too) still stands on the payment. */
export async function paymentHoldsRegistrations(db: Db, paymentId: number): Promise<boolean> {
  const row = await db.selectFrom('registrations').select('id').where('payment_id', '=', paymentId).executeTakeFirst();
  return !!row;
}

/**
 * The student paid again, with another payment, for one of this payment's events after it was
 * rejected: that payment took up the rejected registration (and is recorded on the event's row).
 */
export async function recordPaidAgain(db: Db, paymentId: number, eventId: number, byPaymentId: number): Promise<void> {
  await db
    .updateTable('payment_events')
    .set({ paid_again_by: byPaymentId })
    .where('payment_id', '=', paymentId)
    .where('event_id', '=', eventId)
    .execute();
}

/**
 * Whether the payment was replaced: the student paid again for one of its events with another
 * payment, after it was rejected. It cannot be verified: that would take the money twice for one
 * seat. A registration staff cancelled and the student paid for anew replaces nothing.
 */
function replaced(eb: ExpressionBuilder<Database, 'payments'>) {
  return eb
    .exists(
      eb
        .selectFrom('payment_events')
        .select('payment_events.payment_id')
        .whereRef('payment_events.payment_id', '=', 'payments.id')
        .where('payment_events.paid_again_by', 'is not', null),
    )
    .as('replaced');
}

export async function isReplaced(db: Db, paymentId: number): Promise<boolean> {
  const row = await db.selectFrom('payments').select(replaced).where('payments.id', '=', paymentId).executeTakeFirstOrThrow();
  return Boolean(Number(row.replaced));
}

export interface PaymentFilter {
  status?: PaymentStatus;
  eventId?: number;
  /** Payments that include at least one of these events (a coordinator's). */
  eventIds?: number[];
  q?: string;
}

/** LIKE pattern for a search term, with its own wildcards taken literally. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The payment (in a query over `payments`) still pays for one of the events. */
function paysForAnyOf(eb: ExpressionBuilder<Database, 'payments'>, eventIds: number[]) {
  return eb.exists(
    eb
      .selectFrom('payment_events')
      .select('payment_events.payment_id')
      .whereRef('payment_events.payment_id', '=', 'payments.id')
      .where('payment_events.event_id', 'in', eventIds)
      .where(stillPaidFor),
  );
}

/** Payments with the users who made them. */
function paymentsWithPayers(db: Db) {
  return db.selectFrom('payments').innerJoin('users', 'users.id', 'payments.user_id');
}

function staffListQuery(db: Db, filter: PaymentFilter) {
  return paymentsWithPayers(db)
    .where((eb) => {
      const conds: Expression<SqlBool>[] = [];
      if (filter.status === 'pending') conds.push(eb('payments.verified', 'is', null));
      if (filter.status === 'verified') conds.push(eb('payments.verified', '=', 1));
      if (filter.status === 'rejected') conds.push(eb('payments.verified', '=', 0));
      if (filter.eventId) conds.push(paysForAnyOf(eb, [filter.eventId]));
      if (filter.eventIds) conds.push(paysForAnyOf(eb, filter.eventIds.length ? filter.eventIds : [-1]));
      if (filter.q) {
        const p = likePattern(filter.q);
        // Stored IDs are canonical, so the search term is canonicalised too: a pasted ID with a
        // zero-width space or full-width digits still finds its payment.
        const txn = likePattern(canonicalTransactionId(filter.q));
        conds.push(
          eb.or([
            sql<SqlBool>`lower(${eb.ref('users.full_name')}) like ${p} escape '\\'`,
            sql<SqlBool>`lower(${eb.ref('users.email')}) like ${p} escape '\\'`,
            sql<SqlBool>`lower(${eb.ref('payments.transaction_id')}) like ${txn} escape '\\'`,
          ]),
        );
      }
      return eb.and(conds);
    });
}

const STAFF_COLUMNS = [
  'payments.id',
  'payments.user_id',
  'payments.transaction_id',
  'payments.transaction_username',
  'payments.transaction_date',
  'payments.transaction_time',
  'payments.amount',
  'payments.mobile_number',
  'payments.screenshot_file_id',
  'payments.verified',
  'payments.verified_at',
  'payments.reason',
  'payments.created_at',
  'users.full_name',
  'users.email',
  'users.mobile as user_mobile',
] as const;

/** Whether a registration is still on the payment (none: every one cancelled, or paid for again elsewhere). */
function holdsRegistrations(eb: ExpressionBuilder<Database, 'payments'>) {
  return eb
    .exists(eb.selectFrom('registrations').select('registrations.id').whereRef('registrations.payment_id', '=', 'payments.id'))
    .as('holds_registrations');
}

export async function listPaymentsForStaff(db: Db, filter: PaymentFilter, page: { limit: number; offset: number }) {
  return staffListQuery(db, filter)
    .select(STAFF_COLUMNS)
    .select([holdsRegistrations, replaced])
    .orderBy('payments.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
export type StaffPaymentRow = Awaited<ReturnType<typeof listPaymentsForStaff>>[number];

export async function countPaymentsForStaff(db: Db, filter: PaymentFilter): Promise<number> {
  const row = await staffListQuery(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findPaymentForStaff(db: Db, id: number) {
  return paymentsWithPayers(db)
    .select(STAFF_COLUMNS)
    .select([holdsRegistrations, replaced])
    .where('payments.id', '=', id)
    .executeTakeFirst();
}

/** Payments with their links to the events they still pay for: a row per event (one when there is none). */
export function paymentsWithEventLinks(db: Db) {
  return db
    .selectFrom('payments')
    .leftJoin('payment_events', (join) => join.onRef('payment_events.payment_id', '=', 'payments.id').on(stillPaidFor));
}

/** The events several payments still pay for, in one query. */
export async function listEventsOfPayments(db: Db, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  return db
    .selectFrom('payment_events')
    .innerJoin('events', 'events.id', 'payment_events.event_id')
    .select(['payment_events.payment_id', 'events.id as event_id', 'events.event_name'])
    .where('payment_events.payment_id', 'in', paymentIds)
    .where(stillPaidFor)
    .orderBy('payment_events.payment_id')
    .orderBy('events.id')
    .execute();
}
export type PaymentEventRow = Awaited<ReturnType<typeof listEventsOfPayments>>[number];

/** A user's payments with their events, newest first, in one query (optionally only pending ones). */
export async function listPaymentsOfUser(db: Db, userId: number, onlyPending: boolean) {
  return paymentsWithEventLinks(db)
    .leftJoin('events', 'events.id', 'payment_events.event_id')
    .select([
      'payments.id',
      'payments.transaction_id',
      'payments.amount',
      'payments.verified',
      'payments.reason',
      'payments.created_at',
      'events.id as event_id',
      'events.event_name',
    ])
    .where('payments.user_id', '=', userId)
    .$if(onlyPending, (q) => q.where('payments.verified', 'is', null))
    .orderBy('payments.id', 'desc')
    .orderBy('events.id')
    .execute();
}
export type UserPaymentRow = Awaited<ReturnType<typeof listPaymentsOfUser>>[number];

export async function findScreenshotOfPayment(db: Db, paymentId: number) {
  return db
    .selectFrom('payments')
    .leftJoin('files', 'files.id', 'payments.screenshot_file_id')
    .select(['payments.user_id', 'files.id as file_id', 'files.content_type', 'files.bytes', 'files.sha256'])
    .where('payments.id', '=', paymentId)
    .executeTakeFirst();
}

/**
 * The registrations a payment covers (a team's: every member's), for their seats and for the
 * decision's mail to each holder.
 */
export async function listRegistrationsOfPayment(db: Db, paymentId: number) {
  return db
    .selectFrom('registrations')
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .innerJoin('events', 'events.id', 'registrations.event_id')
    .select(['registrations.event_id', 'registrations.user_id', 'registrations.team_id', 'registrations.status'])
    .select(['users.email', 'users.full_name', 'events.event_name'])
    .where('registrations.payment_id', '=', paymentId)
    .orderBy('registrations.user_id')
    .orderBy('registrations.event_id')
    .execute();
}
