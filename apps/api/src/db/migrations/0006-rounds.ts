import { sql } from 'kysely';
import type { MigrationDb, MigrationDialect } from './types';

// Frozen. Round notifications: one row per Send Notifications, and the outbox mails it queued,
// so the Update Winners page can show how many of them have gone out.

export async function up(db: MigrationDb, dialect: MigrationDialect): Promise<void> {
  const pg = dialect === 'postgres';
  const now = pg ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

  await db.schema
    .createTable('round_notices')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('round_number', 'integer', (c) => c.notNull())
    .addColumn('eligible_count', 'integer', (c) => c.notNull())
    .addColumn('ineligible_count', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('round_notices_event_round_idx').on('round_notices').columns(['event_id', 'round_number', 'id']).execute();

  await db.schema
    .createTable('round_notice_mails')
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('round_notices.id').onDelete('cascade'))
    .addColumn('outbox_id', 'integer', (c) => c.notNull().references('outbox.id').onDelete('cascade'))
    .addColumn('recipient_group', 'text', (c) => c.notNull().check(sql`recipient_group in ('eligible','ineligible')`))
    .addPrimaryKeyConstraint('round_notice_mails_pk', ['notice_id', 'outbox_id'])
    .execute();
}
