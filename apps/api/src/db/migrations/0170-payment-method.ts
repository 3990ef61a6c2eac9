import { sql, type Kysely } from 'kysely';

// How a payment was made: a bank transfer the student reported (the default, checked against the
// statement), or cash or UPI taken at the on-spot desk (verified at once by the staff member there).
// Reconciliation and the payment lists can tell desk money from transfers by this column.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('method', 'text', (c) =>
      c
        .notNull()
        .defaultTo('transfer')
        .check(sql`method in ('transfer','cash','upi')`),
    )
    .execute();
}
