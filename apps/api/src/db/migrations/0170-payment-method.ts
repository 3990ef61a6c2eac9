import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// 1. How a payment was made: a bank transfer the student reported (the default, checked against
// the statement), or cash or UPI taken at the on-spot desk (verified at once by the staff member
// there). Reconciliation and the payment lists can tell desk money from transfers by this column.
// 2. Entry passes for registrations verified before passes existed: from now on a pass is made
// when a registration is verified, so reading My Events never has to write.

/** Kept here, not imported: a migration is frozen and must not change with the app's constants. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const passCode = () =>
  Array.from({ length: 20 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');

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

  const owed = await db
    .selectFrom('registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .leftJoin('passes as p', (j) =>
      j.onRef('p.user_id', '=', 'r.user_id').onRef('p.symposium_name', '=', 'e.symposium_name'),
    )
    .select(['r.user_id', 'e.symposium_name'])
    .distinct()
    .where('r.status', '=', 'verified')
    .where('p.id', 'is', null)
    .execute();
  for (const o of owed) {
    await db
      .insertInto('passes')
      .values({ user_id: o.user_id, symposium_name: o.symposium_name, code: passCode() })
      .execute();
  }
}
