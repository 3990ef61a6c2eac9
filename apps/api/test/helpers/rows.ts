import { sql } from 'kysely';
import type { Database } from '../../src/db/database';
import type { TestApp } from './app';

// Rows written straight to the tables, as the registration and check-in features leave them, for
// tests that stand on one module alone; and rows read back, to see what a call left behind.

export type RegistrationStatus = 'pending' | 'verified' | 'rejected';

/** A free, individual event open to all, closing tomorrow; returns its id. */
export async function insertEventRow(
  t: TestApp,
  o: { name: string; symposium?: string; rounds?: number; category?: string },
) {
  const row = await t.db
    .insertInto('events')
    .values({
      symposium_name: o.symposium ?? 'Carteblanche',
      event_name: o.name,
      event_category: o.category ?? 'Technical Events',
      event_description: 'A test event.',
      number_of_rounds: o.rounds ?? 2,
      team_or_individual: 'Individual',
      location: 'Lab 1',
      registration_fees: 0,
      coordinator_name: 'Cora Coordinator',
      coordinator_contact_no: '9876543210',
      coordinator_mail: 'cora@coordinators.test',
      last_date_for_registration: new Date(Date.now() + 86_400_000).toISOString(),
      open_to_non_mit: 1,
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A registration without a payment (verified unless told otherwise); returns its id. */
export async function insertRegistrationRow(
  t: TestApp,
  eventId: number,
  userId: number,
  status: RegistrationStatus = 'verified',
) {
  const row = await t.db
    .insertInto('registrations')
    .values({ user_id: userId, event_id: eventId, payment_id: null, status, updated_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A check-in at the desk, now, by nobody in particular. */
export async function insertCheckIn(t: TestApp, eventId: number, registrationId: number) {
  await t.db
    .insertInto('check_ins')
    .values({
      registration_id: registrationId,
      event_id: eventId,
      checked_in_at: new Date().toISOString(),
      checked_in_by: null,
    })
    .execute();
}

type Column<TB extends keyof Database> = keyof Database[TB] & string;

/** The `picked` column of every row of `table` whose `column` is `value` (in no set order). */
export async function rowsWhere<TB extends keyof Database & string, P extends Column<TB>>(
  t: TestApp,
  table: TB,
  picked: P,
  column: Column<TB>,
  value: string | number,
): Promise<Record<P, unknown>[]> {
  const query = sql<Record<P, unknown>>`select ${sql.ref(picked)} from ${sql.table(table)} where ${sql.ref(column)} = ${value}`;
  return (await query.execute(t.db)).rows;
}
