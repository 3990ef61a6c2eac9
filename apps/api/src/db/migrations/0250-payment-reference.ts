import { referenceNumberOf } from '@app/shared';
import { auditFromMigration } from './helpers';
import type { MigrationDb } from './types';

// A bank transfer is claimed by one payment. payments.reference_key holds the reference number in
// the payment's transaction ID (referenceNumberOf: '512345678901' for 'UTR-512345678901',
// 'UPI/512345678901/RAVI' or '512345678901'), under a UNIQUE index, so another spelling of an ID
// already used is refused as that ID is. NULL for IDs without one ('NEFT') and for cash taken at
// the desk. Stored payments get theirs, oldest first; a later payment whose number an earlier one
// holds keeps NULL, and each such one is written to audit_log ('payment.reference_collision') for
// staff to settle. No payment is changed otherwise.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('payments').addColumn('reference_key', 'text').execute();
  await claimStoredReferences(db);
  await db.schema.createIndex('payments_reference_key_uq').on('payments').column('reference_key').unique().execute();
}

/**
 * Gives stored payments without one their reference key (of `only`, when given); returns how many
 * collided (audited, kept).
 */
export async function claimStoredReferences(db: MigrationDb, only?: ReadonlySet<number>): Promise<number> {
  let collisions = 0;
  const rows: { id: number; transaction_id: string; method: string; reference_key: string | null }[] = await db
    .selectFrom('payments')
    .select(['id', 'transaction_id', 'method', 'reference_key'])
    .orderBy('id')
    .execute();
  const holders = new Map<string, number>();
  for (const r of rows) if (r.reference_key !== null) holders.set(r.reference_key, r.id);
  const at = new Date().toISOString();
  for (const r of rows) {
    if (r.reference_key !== null || (only && !only.has(r.id))) continue;
    const key = r.method === 'cash' ? null : referenceNumberOf(r.transaction_id);
    if (key === null) continue;
    const holder = holders.get(key);
    if (holder === undefined) {
      holders.set(key, r.id);
      await db.updateTable('payments').set({ reference_key: key }).where('id', '=', r.id).execute();
      continue;
    }
    await auditFromMigration(db, {
      action: 'payment.reference_collision',
      targetType: 'payment',
      targetId: r.id,
      before: null,
      after: { transactionId: r.transaction_id, reference: key, sameAsPaymentId: holder },
      at,
    });
    collisions += 1;
  }
  return collisions;
}
