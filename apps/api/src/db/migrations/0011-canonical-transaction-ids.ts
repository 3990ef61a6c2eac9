import { canonicalTransactionId } from '@app/shared';
import { auditFromMigration } from './helpers';
import type { MigrationDb, MigrationDialect } from './types';

// Frozen. Two security fixes that need the schema:
// - password_resets.reset_token_hash: verify-otp hands the verifying browser a single-use token
//   (only its sha256 is stored) and reset-password requires it, so a verified code cannot be
//   used from another browser.
// - Stored transaction IDs are rewritten to their canonical spelling. When two stored payments
//   canonicalise to one ID, the first keeps it and the others keep their old spelling; each such
//   collision is written to audit_log ('payment.transaction_id_collision') for staff to settle.
//   No payment is deleted.

export async function up(db: MigrationDb, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('password_resets').addColumn('reset_token_hash', 'text').execute();
  await canonicaliseStoredTransactionIds(db);
}

/** Rewrites stored IDs to their canonical spelling; returns how many collided (audited, kept). */
export async function canonicaliseStoredTransactionIds(db: MigrationDb): Promise<number> {
  let collisions = 0;
  const rows: { id: number; transaction_id: string }[] = await db
    .selectFrom('payments')
    .select(['id', 'transaction_id'])
    .orderBy('id')
    .execute();
  const taken = new Map<string, number>();
  for (const r of rows) if (canonicalTransactionId(r.transaction_id) === r.transaction_id) taken.set(r.transaction_id, r.id);
  const at = new Date().toISOString();
  for (const r of rows) {
    const canonical = canonicalTransactionId(r.transaction_id);
    if (canonical === r.transaction_id) continue;
    const holder = taken.get(canonical);
    if (holder === undefined) {
      await db.updateTable('payments').set({ transaction_id: canonical }).where('id', '=', r.id).execute();
      taken.set(canonical, r.id);
      continue;
    }
    await auditFromMigration(db, {
      action: 'payment.transaction_id_collision',
      targetType: 'payment',
      targetId: r.id,
      before: { transactionId: r.transaction_id },
      after: { canonical, sameAsPaymentId: holder },
      at,
    });
    collisions += 1;
  }
  return collisions;
}
