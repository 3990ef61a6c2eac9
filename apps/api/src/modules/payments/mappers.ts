import { paymentScreenshotPath, type DuplicatePayment, type PaymentRegistration, type PaymentStatus, type UserPayment } from '@app/shared';
import type { PaymentEventRow, StaffPaymentRow, UserPaymentRow } from './repository';

/** The stored flag as the spec's three states. */
export function statusOf(verified: number | null): PaymentStatus {
  if (verified === null) return 'pending';
  return Number(verified) === 1 ? 'verified' : 'rejected';
}

const verifiedFlag = (verified: number | null): boolean | null => (verified === null ? null : Number(verified) === 1);

export function toPaymentRegistration(
  row: StaffPaymentRow,
  events: PaymentEventRow[],
  duplicates: Map<number, DuplicatePayment[]> = new Map(),
): PaymentRegistration {
  const own = events.filter((e) => e.payment_id === row.id).map((e) => ({ eventId: e.event_id, eventName: e.event_name }));
  const same = duplicates.get(row.id) ?? [];
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.full_name,
    userEmail: row.email,
    mobileNumber: row.mobile_number ?? row.user_mobile,
    eventId: own[0]?.eventId ?? 0,
    eventName: own.map((e) => e.eventName).join(', '),
    events: own,
    transactionId: row.transaction_id,
    transactionUsername: row.transaction_username,
    transactionDate: row.transaction_date,
    transactionTime: row.transaction_time,
    transactionAmount: row.amount,
    screenshotUrl: row.screenshot_file_id ? paymentScreenshotPath(row.id) : null,
    verified: verifiedFlag(row.verified),
    reason: row.reason,
    createdAt: row.created_at,
    verifiedAt: row.verified_at,
    duplicateOf: same.map((d) => d.paymentId),
    duplicates: same,
    holdsRegistrations: Boolean(Number(row.holds_registrations)),
    replaced: Boolean(Number(row.replaced)),
  };
}

/** Rows of payments joined with their events (one row per event) folded into one per payment. */
export function toUserPayments(rows: UserPaymentRow[]): UserPayment[] {
  const byId = new Map<number, UserPayment>();
  for (const r of rows) {
    let p = byId.get(r.id);
    if (!p) {
      p = {
        id: r.id,
        transactionId: r.transaction_id,
        amount: r.amount,
        status: statusOf(r.verified),
        reason: r.reason,
        createdAt: r.created_at,
        events: [],
      };
      byId.set(r.id, p);
    }
    if (r.event_id !== null && r.event_name !== null) p.events.push({ eventId: r.event_id, eventName: r.event_name });
  }
  return [...byId.values()];
}
