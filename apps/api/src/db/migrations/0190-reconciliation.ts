import { sql } from 'kysely';
import { idPrimaryKey, idType, isoNow } from './helpers';
import type { MigrationDb, MigrationDialect } from './types';

// Frozen. Payment reconciliation (SPEC-2 §E):
// - statement_lines: every credit line imported from a bank statement, once (checksum UNIQUE over
//   its date, description, reference and amount), and the payment it verified (UNIQUE, so a line
//   verifies at most one payment).
// - payments.screenshot_phash and screenshot_thumb: the screenshot's perceptual signature (a coarse
//   hash to find candidates, a small grey thumbnail to compare them), written by a background job.
// - payment_screenshot_duplicates: pairs of payments whose screenshots are the same picture, both
//   ways round, so a list reads a payment's flags with one indexed lookup.

export async function up(db: MigrationDb, dialect: MigrationDialect): Promise<void> {
  const pg = dialect === 'postgres';
  const now = isoNow(dialect);

  await db.schema
    .createTable('statement_lines')
    .addColumn('id', idType(dialect), idPrimaryKey(dialect))
    .addColumn('checksum', 'text', (c) => c.notNull().unique())
    .addColumn('txn_date', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    // reference and description in the transaction IDs' canonical form, for LIKE look-ups
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn('imported_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('imported_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('payment_id', 'integer', (c) => c.unique().references('payments.id').onDelete('set null'))
    .execute();

  await db.schema.alterTable('payments').addColumn('screenshot_phash', 'text').execute();
  await db.schema.alterTable('payments').addColumn('screenshot_thumb', pg ? 'bytea' : 'blob').execute();

  await db.schema
    .createTable('payment_screenshot_duplicates')
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('duplicate_of', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('distance', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_screenshot_duplicates_pk', ['payment_id', 'duplicate_of'])
    .execute();
}
