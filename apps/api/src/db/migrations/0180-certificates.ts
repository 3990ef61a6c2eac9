import { sql } from 'kysely';
import { idPrimaryKey, idType, isoNow } from './helpers';
import type { MigrationDb, MigrationDialect } from './types';

// Certificates (SPEC-2 §D) and their settings. A certificate copies what it certifies (name,
// college, event, symposium) when it is issued, so it reads the same for ever, and keeps its links
// to the registration, event and user only as long as they exist: a deleted event does not make a
// certificate in someone's CV unverifiable.

export async function up(db: MigrationDb, dialect: MigrationDialect): Promise<void> {
  const now = isoNow(dialect);

  await db.schema
    .createTable('certificates')
    .addColumn('id', idType(dialect), idPrimaryKey(dialect))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('participation','merit')`))
    // 1–3 for merit, null for participation ('position' in the API; a keyword in PostgreSQL)
    .addColumn('place', 'integer', (c) => c.check(sql`place is null or place in (1, 2, 3)`))
    .addColumn('registration_id', 'integer', (c) =>
      c.references('registrations.id').onDelete('set null'),
    )
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('college', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('symposium_name', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // the batch that mails it; mailed_at is set in the transaction that queues the mail
    .addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('set null'))
    .addColumn('mailed_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  // One valid certificate per registration and kind; a revoked one no longer counts.
  await sql`create unique index certificates_valid_uq on certificates (registration_id, kind) where revoked_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex('certificates_event_idx')
    .on('certificates')
    .columns(['event_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('certificates_user_idx')
    .on('certificates')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('certificates_job_idx')
    .on('certificates')
    .columns(['job_id', 'mailed_at'])
    .execute();

  // One row (id 1): what every certificate prints besides the person and the event.
  await db.schema
    .createTable('certificate_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('society_name', 'text', (c) => c.notNull())
    .addColumn('society_tagline', 'text', (c) => c.notNull())
    .addColumn('logo_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('signatory1_name', 'text', (c) => c.notNull())
    .addColumn('signatory1_title', 'text', (c) => c.notNull())
    .addColumn('signatory1_file_id', 'integer', (c) =>
      c.references('files.id').onDelete('set null'),
    )
    .addColumn('signatory2_name', 'text', (c) => c.notNull())
    .addColumn('signatory2_title', 'text', (c) => c.notNull())
    .addColumn('signatory2_file_id', 'integer', (c) =>
      c.references('files.id').onDelete('set null'),
    )
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db
    .insertInto('certificate_settings')
    .values({
      id: 1,
      society_name: 'Computer Society of MIT',
      society_tagline: 'Madras Institute of Technology, Anna University, Chennai',
      signatory1_name: 'Faculty Advisor',
      signatory1_title: 'Faculty Advisor, CSMIT',
      signatory2_name: 'President',
      signatory2_title: 'President, CSMIT',
    })
    .execute();
}
