import { sql, type CreateTableBuilder } from 'kysely';
import type { MigrationDb, MigrationDialect } from './types';

// Frozen: never edit a migration that has shipped; add a new file instead (STYLE habit 8).
// Only the portable subset of SQLite and PostgreSQL is used; ids and blobs differ by dialect.

export async function up(db: MigrationDb, dialect: MigrationDialect): Promise<void> {
  const pg = dialect === 'postgres';
  const id = <T extends string, C extends string>(t: CreateTableBuilder<T, C>) =>
    t.addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));
  const now = pg ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const createdAt = <T extends string, C extends string>(t: CreateTableBuilder<T, C>) =>
    t.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now));

  await createdAt(
    id(db.schema.createTable('users'))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('student','organizer','admin')`))
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('dob', 'text')
      .addColumn('mobile', 'text')
      .addColumn('college', 'text')
      .addColumn('department', 'text')
      .addColumn('year_of_passing', 'integer')
      .addColumn('state', 'text')
      .addColumn('district', 'text'),
  )
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await createdAt(
    id(db.schema.createTable('password_resets'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('otp_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('verified_at', 'text')
      .addColumn('used_at', 'text'),
  ).execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('symposia')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('is_open', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_date', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('timer')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await createdAt(
    id(db.schema.createTable('files'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('bytes', pg ? 'bytea' : 'blob', (c) => c.notNull()),
  ).execute();

  await createdAt(
    id(db.schema.createTable('events'))
      .addColumn('symposium_name', 'text', (c) => c.notNull().references('symposia.name'))
      .addColumn('event_name', 'text', (c) => c.notNull())
      .addColumn('event_category', 'text', (c) => c.notNull())
      .addColumn('event_description', 'text', (c) => c.notNull())
      .addColumn('number_of_rounds', 'integer', (c) => c.notNull().check(sql`number_of_rounds >= 0`))
      .addColumn('team_or_individual', 'text', (c) => c.notNull().defaultTo('Individual'))
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('registration_fees', 'integer', (c) => c.notNull().check(sql`registration_fees >= 0`))
      .addColumn('coordinator_name', 'text', (c) => c.notNull())
      .addColumn('coordinator_contact_no', 'text', (c) => c.notNull())
      .addColumn('coordinator_mail', 'text', (c) => c.notNull())
      .addColumn('last_date_for_registration', 'text', (c) => c.notNull())
      .addColumn('open_to_non_mit', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('registration_link', 'text')
      .addColumn('poster_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
      .addColumn('poster_small_file_id', 'integer', (c) => c.references('files.id').onDelete('set null')),
  )
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_symposium_idx').on('events').columns(['symposium_name', 'id']).execute();

  await id(db.schema.createTable('rounds'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('round_number', 'integer', (c) => c.notNull())
    .addColumn('round_details', 'text', (c) => c.notNull())
    .addColumn('round_date_time', 'text')
    .addUniqueConstraint('rounds_event_number_uq', ['event_id', 'round_number'])
    .execute();

  await createdAt(
    id(db.schema.createTable('accounts'))
      .addColumn('account_name', 'text', (c) => c.notNull())
      .addColumn('bank_name', 'text', (c) => c.notNull())
      .addColumn('account_number', 'text', (c) => c.notNull())
      .addColumn('ifsc_code', 'text', (c) => c.notNull())
      .addColumn('upi_id', 'text')
      .addColumn('qr_file_id', 'integer', (c) => c.references('files.id').onDelete('set null')),
  )
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('event_accounts')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('event_accounts_pk', ['event_id', 'account_id'])
    .execute();
  await db.schema.createIndex('event_accounts_account_idx').on('event_accounts').column('account_id').execute();

  await createdAt(
    id(db.schema.createTable('cart_items'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
      .addUniqueConstraint('cart_items_user_event_uq', ['user_id', 'event_id']),
  ).execute();

  await createdAt(
    id(db.schema.createTable('payments'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
      .addColumn('transaction_username', 'text', (c) => c.notNull())
      .addColumn('transaction_date', 'text')
      .addColumn('transaction_time', 'text')
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('mobile_number', 'text')
      .addColumn('screenshot_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
      .addColumn('verified', 'integer')
      .addColumn('verified_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('verified_at', 'text')
      .addColumn('reason', 'text'),
  ).execute();
  await db.schema.createIndex('payments_user_idx').on('payments').column('user_id').execute();
  await db.schema.createIndex('payments_verified_idx').on('payments').columns(['verified', 'id']).execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('payment_events_pk', ['payment_id', 'event_id'])
    .execute();
  await db.schema.createIndex('payment_events_event_idx').on('payment_events').column('event_id').execute();

  await createdAt(
    id(db.schema.createTable('registrations'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
      .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('set null'))
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending','verified','rejected')`),
      )
      .addUniqueConstraint('registrations_user_event_uq', ['user_id', 'event_id']),
  )
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('registrations_event_idx').on('registrations').columns(['event_id', 'status']).execute();
  await db.schema.createIndex('registrations_payment_idx').on('registrations').column('payment_id').execute();

  await db.schema
    .createTable('round_results')
    .addColumn('registration_id', 'integer', (c) => c.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('round_number', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(-1).check(sql`status in (-1, 0, 1)`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('round_results_pk', ['registration_id', 'round_number'])
    .execute();

  await createdAt(
    id(db.schema.createTable('experiences'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('company', 'text', (c) => c.notNull())
      .addColumn('company_key', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('year_of_passing', 'integer', (c) => c.notNull())
      .addColumn('linkedin', 'text')
      .addColumn('pdf_file_id', 'integer', (c) => c.notNull().references('files.id'))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending','approved','rejected')`))
      .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reviewed_at', 'text'),
  ).execute();
  await db.schema.createIndex('experiences_status_idx').on('experiences').columns(['status', 'company_key']).execute();

  await createdAt(
    id(db.schema.createTable('outbox'))
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text'),
  )
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();

  await id(db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
}
