import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { onTestFinished } from 'vitest';
import { openDatabase, type DbHandle, type Dialect } from '../../src/db/connection';
import { migrations } from '../../src/db/migrations/index';
import type { MigrationDb } from '../../src/db/migrations/types';
import { createSchema, dropSchema, whileMigrating } from './pg-schemas';

// For tests of one migration: an empty database, migrated up to just before it, so the test can
// store the rows the migration must keep, then run it.

interface EmptyDatabase {
  handle: DbHandle;
  /** Runs migrations (on PostgreSQL under the shared lock, see pg-schemas.ts). */
  migrating: <T>(work: () => Promise<T>) => Promise<T>;
  cleanup: () => Promise<void>;
}

/** An empty database of the dialect: a schema of its own on PostgreSQL, a new file on SQLite. */
async function openEmpty(dialect: Dialect): Promise<EmptyDatabase> {
  if (dialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = await createSchema(url, 'm');
    const handle = openDatabase({ kind: 'postgres', url, poolSize: 2 }, { searchPath: schema });
    return {
      handle,
      migrating: (work) => whileMigrating(url, work),
      cleanup: async () => {
        await handle.db.destroy();
        await dropSchema(url, schema);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csmit-mig-'));
  const handle = openDatabase({ kind: 'sqlite', file: path.join(dir, 'm.db') });
  return {
    handle,
    migrating: (work) => work(),
    cleanup: async () => {
      await handle.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The app's migrations, run on this database by kysely's Migrator. */
function migratorFor(handle: DbHandle) {
  return new Migrator({
    db: handle.db,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          Object.entries(migrations).map(([name, m]) => [name, { up: (db: any) => m.up(db, handle.dialect) }]),
        ),
    },
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
}

/** The name of the migration that runs just before `target`. */
const migrationBefore = (target: string) =>
  Object.keys(migrations)
    .sort()
    .filter((n) => n < target)
    .at(-1)!;

/**
 * For a test of migration `target`: an empty database migrated up to just before it (dropped when
 * the test ends), where the test stores the rows the migration must keep; `runTarget()` runs it.
 */
export async function databaseBefore(dialect: Dialect, target: string) {
  const opened = await openEmpty(dialect);
  onTestFinished(opened.cleanup);
  const migrator = migratorFor(opened.handle);
  const upTo = await opened.migrating(() => migrator.migrateTo(migrationBefore(target)));
  if (upTo.error) throw upTo.error;
  return { db: opened.handle.db, runTarget: () => opened.migrating(() => migrator.migrateTo(target)) };
}

/** Carteblanche, open: the symposium of `anEventRow`'s events. */
export const insertCarteblanche = (db: MigrationDb, now: string) =>
  db.insertInto('symposia').values({ name: 'Carteblanche', is_open: 1, start_date: null, updated_at: now }).execute();

/** A student, Priya, with the `users` columns every migration of these tests has; her id. */
export const insertStudent = async (db: MigrationDb, now: string): Promise<number> =>
  (
    await db
      .insertInto('users')
      .values({ email: 'priya@example.com', password_hash: 'x', role: 'student', full_name: 'Priya', updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** The columns of an `events` row that every migration of these tests has, for `insertInto('events')`. */
export const anEventRow = (eventName: string, now: string, fees = 0) => ({
  symposium_name: 'Carteblanche',
  event_name: eventName,
  event_category: 'Workshop',
  event_description: 'x',
  number_of_rounds: 0,
  team_or_individual: 'Individual',
  location: 'Hall',
  registration_fees: fees,
  coordinator_name: 'K',
  coordinator_contact_no: '9123456780',
  coordinator_mail: 'k@example.com',
  last_date_for_registration: now,
  open_to_non_mit: 1,
  updated_at: now,
});
