import { sql } from 'kysely';
import type { MigrationDb } from './types';

// A pending payment whose registrations staff had all cancelled stayed pending for good: verifying
// it was refused and nothing else moved it. Such payments are now closed as rejected when their
// last registration is cancelled; this closes the ones left from before, with the same reason.
// Nobody decided them, so verified_by stays empty. The reason is MSG.paymentRegistrationsCancelled as
// it read when this was written (a migration does not change with the messages).

export async function up(db: MigrationDb): Promise<void> {
  await db
    .updateTable('payments')
    .set({
      verified: 0,
      verified_at: new Date().toISOString(),
      reason: 'The registrations it paid for were cancelled.',
    })
    .where('verified', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('registrations')
            .select(sql.lit(1).as('one'))
            .whereRef('registrations.payment_id', '=', 'payments.id'),
        ),
      ),
    )
    .execute();
}
