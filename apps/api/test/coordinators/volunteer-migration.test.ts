import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle, type Dialect } from '../../src/db/connection';
import { migrations } from '../../src/db/migrations/index';
import { DIALECTS } from '../helpers/app';
import { createSchema, dropSchema, whileMigrating } from '../helpers/pg-schemas';

// Migration 0200 widens users.role for volunteers. On SQLite it rebuilds the users table, which
// every other table points at: run it on a database that already has students, organizers and
// their registrations, payments and sessions, and check that nothing is lost or cut loose.

const TARGET = '0200-volunteer-role';

/** An empty database, and how to run its migrations (on PostgreSQL, see helpers/pg-schemas.ts). */
async function openEmpty(dialect: Dialect): Promise<{
  handle: DbHandle;
  migrating: <T>(work: () => Promise<T>) => Promise<T>;
  cleanup: () => Promise<void>;
}> {
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

describe.each(DIALECTS)('migration 0200 (volunteer role) on %s', (dialect) => {
  let cleanup: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await cleanup?.();
    cleanup = null;
  });

  it('keeps every user, registration, payment and session, and then takes volunteers', async () => {
    const opened = await openEmpty(dialect);
    cleanup = opened.cleanup;
    const { db } = opened.handle;
    const migrator = migratorFor(opened.handle);
    const names = Object.keys(migrations).sort();
    const before = names.filter((n) => n < TARGET).at(-1)!;
    const upTo = await opened.migrating(() => migrator.migrateTo(before));
    expect(upTo.error).toBeUndefined();

    const now = new Date().toISOString();
    await db.insertInto('symposia').values({ name: 'Carteblanche', is_open: 1, start_date: null, updated_at: now }).execute();
    const userIds: number[] = [];
    for (const [i, role] of (['student', 'student', 'organizer', 'admin'] as const).entries()) {
      const row = await db
        .insertInto('users')
        .values({ email: `u${i}@example.com`, password_hash: 'x', role, full_name: `User ${i}`, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.push(row.id);
    }
    const event = await db
      .insertInto('events')
      .values({
        symposium_name: 'Carteblanche',
        event_name: 'Code Sprint',
        event_category: 'Workshop',
        event_description: 'x',
        number_of_rounds: 0,
        team_or_individual: 'Individual',
        location: 'Hall',
        registration_fees: 100,
        coordinator_name: 'K',
        coordinator_contact_no: '9123456780',
        coordinator_mail: 'k@example.com',
        last_date_for_registration: now,
        open_to_non_mit: 1,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payment = await db
      .insertInto('payments')
      .values({ user_id: userIds[0]!, transaction_id: 'UTR1', transaction_username: 'User 0', amount: 100, verified: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('payment_events').values({ payment_id: payment.id, event_id: event.id }).execute();
    for (const [i, uid] of userIds.slice(0, 2).entries()) {
      await db
        .insertInto('registrations')
        .values({ user_id: uid, event_id: event.id, payment_id: i === 0 ? payment.id : null, status: i === 0 ? 'pending' : 'verified', updated_at: now })
        .execute();
    }
    await db.insertInto('sessions').values({ id: 'session-hash', user_id: userIds[2]!, expires_at: now }).execute();
    await db.insertInto('event_coordinators').values({ event_id: event.id, user_id: userIds[2]! }).execute();
    const volunteerBefore = await db
      .insertInto('users')
      .values({ email: 'early@example.com', password_hash: 'x', role: 'volunteer', full_name: 'Too early', updated_at: now })
      .execute()
      .then(() => 'inserted')
      .catch(() => 'refused');
    expect(volunteerBefore).toBe('refused');

    const usersBefore = await db.selectFrom('users').selectAll().orderBy('id').execute();
    const result = await opened.migrating(() => migrator.migrateTo(TARGET));
    expect(result.error).toBeUndefined();
    expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual([[TARGET, 'Success']]);

    expect(await db.selectFrom('users').selectAll().orderBy('id').execute()).toEqual(usersBefore);
    expect(await db.selectFrom('registrations').select(['user_id', 'status']).orderBy('user_id').execute()).toEqual([
      { user_id: userIds[0], status: 'pending' },
      { user_id: userIds[1], status: 'verified' },
    ]);
    expect((await db.selectFrom('payments').select('user_id').execute()).map((p) => p.user_id)).toEqual([userIds[0]]);

    // The new table is the one everything points at: the constraints still hold and still cascade.
    const volunteer = await db
      .insertInto('users')
      .values({ email: 'door@example.com', password_hash: 'x', role: 'volunteer', full_name: 'Door Desk', updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(volunteer.id).toBeGreaterThan(userIds.at(-1)!);
    await expect(
      db.insertInto('users').values({ email: 'x@example.com', password_hash: 'x', role: 'janitor' as never, full_name: 'X', updated_at: now }).execute(),
    ).rejects.toThrow();
    await expect(
      db.insertInto('users').values({ email: 'u0@example.com', password_hash: 'x', role: 'student', full_name: 'Dup', updated_at: now }).execute(),
    ).rejects.toThrow();
    await expect(
      db.insertInto('registrations').values({ user_id: 99_999, event_id: event.id, payment_id: null, status: 'verified', updated_at: now }).execute(),
    ).rejects.toThrow();
    await db.deleteFrom('users').where('id', '=', userIds[0]!).execute();
    expect(await db.selectFrom('registrations').select('user_id').execute()).toEqual([{ user_id: userIds[1] }]);
    expect(await db.selectFrom('payments').select('id').execute()).toEqual([]);
    await db.deleteFrom('users').where('id', '=', userIds[2]!).execute();
    expect(await db.selectFrom('sessions').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('event_coordinators').select('user_id').execute()).toEqual([]);

    if (dialect === 'sqlite') {
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
      const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'users' and sql is not null`.execute(db);
      expect(indexes.rows.map((r) => r.name)).toContain('users_role_idx');
    }
  });
});
