import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../helpers/app';
import {
  anEventRow,
  databaseBefore,
  insertCarteblanche,
  insertStudent,
} from '../helpers/migrations';

// Migration 0280 stores each paid event's fee with its payment (payment_events.fee), so a cart's
// money stays split as it was paid. Stored payments take their events' current fees.

const TARGET = '0280-payment-event-fees';

describe.each(DIALECTS)('migration 0280 (fees kept with payments) on %s', (dialect) => {
  it("gives every stored payment's events their current fee and keeps the rows", async () => {
    const { db, runTarget } = await databaseBefore(dialect, TARGET);
    const now = new Date().toISOString();
    await insertCarteblanche(db, now);
    const user = { id: await insertStudent(db, now) };
    const events: number[] = [];
    for (const [name, fees] of [
      ['Connexions', 50],
      ['Paper Presentation', 200],
    ] as const) {
      const row = await db
        .insertInto('events')
        .values(anEventRow(name, now, fees))
        .returning('id')
        .executeTakeFirstOrThrow();
      events.push(row.id);
    }
    const payment = await db
      .insertInto('payments')
      .values({
        user_id: user.id,
        transaction_id: 'UTR-512345678901',
        transaction_username: 'Priya',
        amount: 250,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('payment_events')
      .values(events.map((event_id) => ({ payment_id: payment.id, event_id })))
      .execute();

    expect((await runTarget()).error).toBeUndefined();

    const rows = await db
      .selectFrom('payment_events')
      .select(['payment_id', 'event_id', 'fee'])
      .orderBy('event_id')
      .execute();
    expect(rows.map((r) => ({ ...r, fee: Number(r.fee) }))).toEqual([
      { payment_id: payment.id, event_id: events[0], fee: 50 },
      { payment_id: payment.id, event_id: events[1], fee: 200 },
    ]);
  });
});
