import { referenceNumberOf } from '@app/shared';
import { claimStoredReferences } from './0250-payment-reference';
import type { MigrationDb } from './types';

// Groups of 3+ digits joined by '-' are one reference number now ('UTR-1234-5678-9012' names transfer
// 123456789012, as '1234 5678 9012' already did). Stored payments whose ID reads otherwise under
// that rule claim their number again, oldest first, as in 0250: a later claimant of a number an
// earlier payment holds keeps none and is written to audit_log ('payment.reference_collision').
// A payment 0250 already reported keeps what it has. No payment is changed otherwise.

/** The reading before this rule: the '-' between digits kept as a separator. */
const before = (id: string) => referenceNumberOf(id.replace(/-/g, '/'));

export async function up(db: MigrationDb): Promise<void> {
  const rows: { id: number; transaction_id: string; reference_key: string | null }[] = await db
    .selectFrom('payments')
    .select(['id', 'transaction_id', 'reference_key'])
    .where('method', '!=', 'cash')
    .where('transaction_id', 'like', '%-%')
    .execute();
  const rereads = rows.filter((r) => {
    if (!/\d-\d/.test(r.transaction_id)) return false;
    const now = referenceNumberOf(r.transaction_id);
    return r.reference_key === null ? before(r.transaction_id) === null && now !== null : r.reference_key !== now;
  });
  if (rereads.length === 0) return;
  const ids = rereads.map((r) => r.id);
  await db.updateTable('payments').set({ reference_key: null }).where('id', 'in', ids).execute();
  await claimStoredReferences(db, new Set(ids));
}
