import { sql } from 'kysely';
import type { MigrationDb, MigrationDialect } from './types';

// Frozen once on main. 'Notify me': the addresses that asked to hear when registration opens,
// each opening of registration, and one row per address mailed, whose key makes a second mail to
// the same address impossible whatever runs twice. Mail headers (List-Unsubscribe) on the outbox.

export async function up(db: MigrationDb, dialect: MigrationDialect): Promise<void> {
  const pg = dialect === 'postgres';
  const idType = pg ? 'serial' : 'integer';
  const now = pg
    ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

  await db.schema
    .createTable('notify_me_subscribers')
    .addColumn('id', idType, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending','confirmed','unsubscribed')`),
    )
    // SHA-256 of the tokens in the links; the tokens themselves are only in the mails.
    .addColumn('confirm_token_hash', 'text', (c) => c.unique())
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.unique())
    // Asking again after the mail was sent (or after unsubscribing) starts a new subscription.
    .addColumn('subscription', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('notify_me_openings')
    .addColumn('id', idType, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    // 'timer:{end time}' or 'symposium:{name}:{start date}': the same opening is recorded once.
    .addColumn('opening_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('notify_me_mails')
    .addColumn('subscriber_id', 'integer', (c) =>
      c.notNull().references('notify_me_subscribers.id').onDelete('cascade'),
    )
    .addColumn('subscription', 'integer', (c) => c.notNull())
    .addColumn('opening_id', 'integer', (c) =>
      c.notNull().references('notify_me_openings.id').onDelete('cascade'),
    )
    .addColumn('outbox_id', 'integer')
    .addPrimaryKeyConstraint('notify_me_mails_pk', ['subscriber_id', 'subscription'])
    .execute();

  // Extra headers of a mail as a JSON object (e.g. List-Unsubscribe); null for none.
  await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();
}
