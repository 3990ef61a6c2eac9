import { sql } from 'kysely';
import { idPrimaryKey, idType, isoNow } from './helpers';
import type { MigrationDb, MigrationDialect } from './types';

// Frozen. The tables that seats, teams, the waitlist, entry passes, check-in, winners, coordinators
// and background jobs share (SPEC-2), made once so that every feature builds on one data model.
// Each feature adds its own private tables in a migration of its own.

export async function up(db: MigrationDb, dialect: MigrationDialect): Promise<void> {
  const now = isoNow(dialect);

  // Seats: `seats_taken` is a guarded counter (UPDATE … WHERE seats_taken < capacity) changed in
  // the same transaction as the registration, team registration or offer that takes the seat.
  await db.schema
    .alterTable('events')
    .addColumn('capacity', 'integer', (c) => c.check(sql`capacity is null or capacity >= 1`))
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('seats_taken', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`seats_taken >= 0`),
    )
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('waitlist_offer_hours', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(24)
        .check(sql`waitlist_offer_hours between 1 and 168`),
    )
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('min_team_size', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`min_team_size between 1 and 10`),
    )
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('max_team_size', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(4)
        .check(sql`max_team_size between 1 and 10`),
    )
    .execute();

  await db.schema
    .createTable('teams')
    .addColumn('id', idType(dialect), idPrimaryKey(dialect))
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('team_name', 'text', (c) => c.notNull())
    // lower-cased, spaces collapsed: 'Byte Me' and 'byte  me' are one name within an event
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('leader_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('teams_event_name_uq', ['event_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('team_members')
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // copied from the team so that the database itself keeps a student in one team per event
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_members_pk', ['team_id', 'user_id'])
    .addUniqueConstraint('team_members_event_user_uq', ['event_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('team_members_user_idx')
    .on('team_members')
    .column('user_id')
    .execute();

  await db.schema
    .alterTable('registrations')
    .addColumn('team_id', 'integer', (c) => c.references('teams.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('registrations_team_idx')
    .on('registrations')
    .column('team_id')
    .execute();

  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', idType(dialect), idPrimaryKey(dialect))
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    // for a team event, the leader queues for the team
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) => c.references('teams.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('waiting')
        .check(sql`status in ('waiting','offered','claimed','declined','expired','left')`),
    )
    .addColumn('offered_at', 'text')
    .addColumn('offered_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One live place per student and event; finished entries stay as history.
  await sql`create unique index waitlist_entries_live_uq on waitlist_entries (event_id, user_id) where status in ('waiting','offered')`.execute(
    db,
  );
  await db.schema
    .createIndex('waitlist_entries_event_idx')
    .on('waitlist_entries')
    .columns(['event_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('waitlist_entries_user_idx')
    .on('waitlist_entries')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('passes')
    .addColumn('id', idType(dialect), idPrimaryKey(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('symposium_name', 'text', (c) => c.notNull().references('symposia.name'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('passes_user_symposium_uq', ['user_id', 'symposium_name'])
    .execute();

  await db.schema
    .createTable('check_ins')
    .addColumn('registration_id', 'integer', (c) =>
      c.primaryKey().references('registrations.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    // the earliest time the server has been told of; an update may only move it back
    .addColumn('checked_in_at', 'text', (c) => c.notNull())
    .addColumn('checked_in_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('check_ins_event_idx').on('check_ins').column('event_id').execute();

  // A scan sent again (offline replay, a retried request) gets the answer of its first sending.
  await db.schema
    .createTable('check_in_scans')
    .addColumn('scan_id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('response_json', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('winners')
    .addColumn('id', idType(dialect), idPrimaryKey(dialect))
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    // 1 first, 2 second, 3 third ('position' in the API; a keyword in PostgreSQL)
    .addColumn('place', 'integer', (c) => c.notNull().check(sql`place in (1, 2, 3)`))
    // an individual winner, or a whole team (then every member won)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) => c.references('teams.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('winners_one_kind', sql`(user_id is null) <> (team_id is null)`)
    .execute();
  await db.schema.createIndex('winners_event_idx').on('winners').column('event_id').execute();

  await db.schema
    .createTable('event_coordinators')
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('event_coordinators_pk', ['event_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('event_coordinators_user_idx')
    .on('event_coordinators')
    .column('user_id')
    .execute();

  // Background work (offer expiry, certificate and announcement batches, …): claimed with a lease
  // so that one process runs a job however many processes there are; progress is read from here.
  await db.schema
    .createTable('jobs')
    .addColumn('id', idType(dialect), idPrimaryKey(dialect))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued','running','done','failed')`),
    )
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result_json', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at']).execute();
  // A periodic task is one row per kind, so two processes never schedule it twice.
  await sql`create unique index jobs_periodic_uq on jobs (kind) where kind like 'every:%'`.execute(
    db,
  );
}
