import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../helpers/app';
import { anEventRow, databaseBefore } from '../helpers/migrations';

// Migration 0200 widens users.role for volunteers. On SQLite it rebuilds the users table, which
// every other table points at: run it on a database that already has students, organizers and
// their registrations, payments and sessions, and check that nothing is lost or cut loose.

const TARGET = '0200-volunteer-role';

describe.each(DIALECTS)('migration 0200 (volunteer role) on %s', (dialect) => {
  it('keeps every user, registration, payment and session, and then takes volunteers', async () => {
    const { db, runTarget } = await databaseBefore(dialect, TARGET);

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
      .values(anEventRow('Code Sprint', now, 100))
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
    const result = await runTarget();
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
