import { describe, expect, it } from 'vitest';
import { EVENT_DAY_MSG, type SessionUser } from '@app/shared';
import { checkIn } from '../../src/modules/check-in/service';
import { DIALECTS } from '../helpers/app';
import { anEventRow, databaseBefore } from '../helpers/migrations';

// Migration 0260 makes a check-in scan id its sender's own: the key of check_in_scans becomes
// (created_by, scan_id). Run it on a database holding scans, and check that they are all kept, that
// their sender's replay still gets the stored answer, and that anyone else's is a scan of its own.

const TARGET = '0260-check-in-scans-per-staff';

describe.each(DIALECTS)('migration 0260 (check-in scan ids per staff member) on %s', (dialect) => {
  it("keeps every stored scan; its sender's replay gets it, anyone else's is a scan of their own", async () => {
    const { db, runTarget } = await databaseBefore(dialect, TARGET);

    const now = new Date().toISOString();
    await db
      .insertInto('symposia')
      .values({ name: 'Carteblanche', is_open: 1, start_date: null, updated_at: now })
      .execute();
    const staff: SessionUser[] = [];
    for (const name of ['Coord Asha', 'Coord Bala']) {
      const email = `${name.split(' ')[1]!.toLowerCase()}@example.com`;
      const row = await db
        .insertInto('users')
        .values({ email, password_hash: 'x', role: 'organizer', full_name: name, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      staff.push({ id: row.id, email, role: 'organizer', name, college: null });
    }
    const [asha, bala] = staff as [SessionUser, SessionUser];
    const eventIds: number[] = [];
    for (const name of ['Asha Quiz', 'Bala Hackathon']) {
      const row = await db
        .insertInto('events')
        .values(anEventRow(name, now))
        .returning('id')
        .executeTakeFirstOrThrow();
      eventIds.push(row.id);
    }
    const [quiz, hackathon] = eventIds as [number, number];
    const stored = {
      status: 200,
      body: { result: 'checked-in', checkedInBy: 'Coord Asha', attendee: { name: 'Priya Aswin' } },
    };
    const old = [
      {
        scan_id: 'old-scan-0001',
        event_id: quiz,
        created_by: asha.id,
        response_json: JSON.stringify(stored),
      },
      {
        scan_id: 'old-scan-0002',
        event_id: quiz,
        created_by: null,
        response_json: '{"status":404}',
      },
    ];
    await db.insertInto('check_in_scans').values(old).execute();

    expect((await runTarget()).error).toBeUndefined();

    const kept = await db
      .selectFrom('check_in_scans')
      .select(['scan_id', 'event_id', 'created_by', 'response_json', 'pass_code'])
      .orderBy('scan_id')
      .execute();
    expect(kept).toEqual(old.map((r) => ({ ...r, pass_code: null })));

    const scan = { passCode: 'ZZZZZZZZZZZZZZZZZZZZ', eventId: quiz, scanId: 'old-scan-0001' };
    // Asha's replay of her scan stored before the update gets its answer (no pass was kept then).
    expect(await checkIn(db, asha, scan)).toEqual(stored);
    // Bala's sending of that id is his own scan: no pass holds the code, and nothing of Asha's.
    const byBala = await checkIn(db, bala, { ...scan, eventId: hackathon });
    expect(byBala).toEqual({ status: 404, body: { message: EVENT_DAY_MSG.unknownPass } });
    // Asha reusing the id at another event is refused.
    expect(await checkIn(db, asha, { ...scan, eventId: hackathon })).toEqual({
      status: 409,
      body: { message: EVENT_DAY_MSG.scanIdReused },
    });
    const rows = await db
      .selectFrom('check_in_scans')
      .select(['created_by', 'event_id', 'pass_code'])
      .where('scan_id', '=', 'old-scan-0001')
      .orderBy('created_by')
      .execute();
    expect(rows).toEqual([
      { created_by: asha.id, event_id: quiz, pass_code: null },
      { created_by: bala.id, event_id: hackathon, pass_code: scan.passCode },
    ]);
    // One scan per sender and id.
    await expect(
      db
        .insertInto('check_in_scans')
        .values({
          scan_id: 'old-scan-0001',
          event_id: quiz,
          response_json: '{}',
          created_by: bala.id,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
