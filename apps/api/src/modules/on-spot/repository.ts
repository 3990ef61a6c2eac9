import crypto from 'node:crypto';
import { referenceNumberOf } from '@app/shared';
import { nowIso, type Db } from '../../db/connection';

// Walk-ins registered at the desk: the student found by email or mobile, and the money taken there.

/** Students whose email or mobile is exactly the one given, with the events they already hold. */
export async function findStudentsByEmailOrMobile(db: Db, q: string) {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'mobile', 'college', 'department', 'year_of_passing'])
    .where('role', '=', 'student')
    .where((eb) => eb.or([eb('email', '=', q.toLowerCase()), eb('mobile', '=', q)]))
    .orderBy('id')
    .limit(10)
    .execute();
  if (users.length === 0) return [];
  const regs = await db
    .selectFrom('registrations')
    .select(['user_id', 'event_id'])
    .where(
      'user_id',
      'in',
      users.map((u) => u.id),
    )
    .where('status', 'in', ['pending', 'verified'])
    .execute();
  return users.map((u) => ({
    ...u,
    event_ids: regs.filter((r) => r.user_id === u.id).map((r) => r.event_id),
  }));
}

/** A cash receipt has no bank reference: a random one keeps the transaction ID column unique. */
export const cashTransactionId = () =>
  `CASH-${crypto.randomBytes(8).toString('hex').toUpperCase()}`;

/** Money taken at the desk, verified at once by the staff member who took it. */
export async function insertDeskPayment(
  db: Db,
  p: {
    userId: number;
    transactionId: string;
    name: string;
    amount: number;
    mobile: string | null;
    method: 'cash' | 'upi';
    staffId: number;
  },
): Promise<number> {
  const now = nowIso();
  const ist = new Date(Date.now() + 330 * 60_000).toISOString();
  const row = await db
    .insertInto('payments')
    .values({
      user_id: p.userId,
      transaction_id: p.transactionId,
      // Cash has no bank transfer to claim; a UPI reference is claimed once, as a student's is.
      reference_key: p.method === 'upi' ? referenceNumberOf(p.transactionId) : null,
      transaction_username: p.name,
      transaction_date: ist.slice(0, 10),
      transaction_time: ist.slice(11, 16),
      amount: p.amount,
      mobile_number: p.mobile,
      screenshot_file_id: null,
      verified: 1,
      verified_by: p.staffId,
      verified_at: now,
      method: p.method,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
