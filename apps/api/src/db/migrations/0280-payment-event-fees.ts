import { sql } from 'kysely';
import type { MigrationDb } from './types';

// payment_events.fee: the fee an event had when the payment was made, so a cart payment's money is
// split across its events as it was paid, whatever their fees are edited to later. Stored payments
// take their events' current fees: the best there is for them.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('payment_events')
    .addColumn('fee', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update payment_events set fee = coalesce(
      (select e.registration_fees from events e where e.id = payment_events.event_id), 0)
  `.execute(db);
}
