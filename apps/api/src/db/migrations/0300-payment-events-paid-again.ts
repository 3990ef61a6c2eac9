import { sql } from 'kysely';
import type { MigrationDb } from './types';

// payment_events.paid_again_by: the payment that took up this event's rejected registration when
// the student paid again. A payment with such a row was replaced and cannot be verified; before,
// that was guessed from where the payer's registration for the event stands now, which also
// refused a payment whose event staff had cancelled and the student had registered for anew.
//
// Stored rows of rejected payments are filled in from the registrations: one older than the
// payment it is on now was taken up again from a rejected one; one made with its payment is a new
// registration (after a cancel) and replaces nothing.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('payment_events')
    .addColumn('paid_again_by', 'integer', (c) => c.references('payments.id').onDelete('set null'))
    .execute();
  await sql`
    update payment_events set paid_again_by = (
      select r.payment_id from registrations r
      inner join payments old on old.id = payment_events.payment_id
      inner join payments later on later.id = r.payment_id
      where r.user_id = old.user_id
        and r.event_id = payment_events.event_id
        and r.payment_id <> payment_events.payment_id
        and r.created_at < later.created_at)
    where payment_id in (select id from payments where verified = 0)
  `.execute(db);
}
