import { sql } from 'kysely';
import { idPrimaryKey, idType, isoNow } from './helpers';
import type { MigrationDb, MigrationDialect } from './types';

// Frozen once on main. Announcements to an event's participants: the announcement, and one row per
// recipient whose primary key makes a second mail of the same announcement to anyone impossible.

export async function up(db: MigrationDb, dialect: MigrationDialect): Promise<void> {
  const now = isoNow(dialect);

  await db.schema
    .createTable('announcements')
    .addColumn('id', idType(dialect), idPrimaryKey(dialect))
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`audience in ('verified','pending','checked-in','not-checked-in','waitlist','round')`,
        ),
    )
    .addColumn('round_number', 'integer')
    .addColumn('is_test', 'integer', (c) => c.notNull().defaultTo(0))
    // The same text to the same audience of an event is one announcement: a double submit finds
    // the first by this key (null for test sends, which may repeat).
    .addColumn('dedupe_key', 'text')
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('job_id', 'integer')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('announcements_dedupe_uq')
    .on('announcements')
    .columns(['event_id', 'dedupe_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('announcements_event_idx')
    .on('announcements')
    .columns(['event_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('announcement_recipients')
    .addColumn('announcement_id', 'integer', (c) =>
      c.notNull().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('outbox_id', 'integer')
    .addPrimaryKeyConstraint('announcement_recipients_pk', ['announcement_id', 'user_id'])
    .execute();
}
