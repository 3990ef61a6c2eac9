import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../helpers/app';
import {
  anEventRow,
  databaseBefore,
  insertCarteblanche,
  insertStudent,
} from '../helpers/migrations';

// Migration 0290 closes the pending payments whose registrations staff had all cancelled before
// such payments were closed on cancel: they stayed pending for good. Nothing else moves.

const TARGET = '0290-close-payments-paying-for-nothing';

describe.each(DIALECTS)('migration 0290 (pending payments paying for nothing) on %s', (dialect) => {
  it('rejects a pending payment left with no registration, with the reason, and leaves the rest as they were', async () => {
    const { db, runTarget } = await databaseBefore(dialect, TARGET);
    const now = new Date().toISOString();
    await insertCarteblanche(db, now);
    const user = { id: await insertStudent(db, now) };
    const event = await db
      .insertInto('events')
      .values(anEventRow('Connexions', now, 50))
      .returning('id')
      .executeTakeFirstOrThrow();
    const payment = async (transactionId: string, verified: number | null) =>
      (
        await db
          .insertInto('payments')
          .values({
            user_id: user.id,
            transaction_id: transactionId,
            transaction_username: 'Priya',
            amount: 50,
            verified,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const stuck = await payment('UTR-512345678901', null);
    const waiting = await payment('UTR-512345678902', null);
    const verifiedEmpty = await payment('UTR-512345678903', 1);
    await db
      .insertInto('registrations')
      .values({
        user_id: user.id,
        event_id: event.id,
        payment_id: waiting,
        status: 'pending',
        updated_at: now,
      })
      .execute();

    expect((await runTarget()).error).toBeUndefined();

    const rows = await db
      .selectFrom('payments')
      .select(['id', 'verified', 'reason', 'verified_by'])
      .orderBy('id')
      .execute();
    expect(
      rows.map((r) => ({ ...r, verified: r.verified === null ? null : Number(r.verified) })),
    ).toEqual([
      {
        id: stuck,
        verified: 0,
        reason: 'The registrations it paid for were cancelled.',
        verified_by: null,
      },
      { id: waiting, verified: null, reason: null, verified_by: null },
      { id: verifiedEmpty, verified: 1, reason: null, verified_by: null },
    ]);
  });
});
