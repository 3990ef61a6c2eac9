import { describe, expect, it } from 'vitest';
import { MSG, whyNotVerifiable } from '@app/shared';
import { toPaymentRegistration } from '../../src/modules/payments/mappers';
import { findPaymentForStaff } from '../../src/modules/payments/repository';
import { DIALECTS } from '../helpers/app';
import {
  anEventRow,
  databaseBefore,
  insertCarteblanche,
  insertStudent,
} from '../helpers/migrations';

// Migration 0300 records on a payment's event the payment that took up its rejected registration
// (the student paid again). For stored payments it reads that from the registrations: one older
// than the payment it is on was taken up again; one made with its payment (after staff cancelled
// the old one) replaces nothing. Only a rejected payment is ever replaced.

const TARGET = '0300-payment-events-paid-again';

describe.each(DIALECTS)('migration 0300 (payments paid again) on %s', (dialect) => {
  it('marks a rejected payment whose registration a later payment took up, and no other', async () => {
    const { db, runTarget } = await databaseBefore(dialect, TARGET);
    const [t0, t1] = ['2025-01-10T09:00:00.000Z', '2025-01-12T09:00:00.000Z'];
    await insertCarteblanche(db, t0);
    const userId = await insertStudent(db, t0);
    const event = async (name: string) =>
      (
        await db
          .insertInto('events')
          .values(anEventRow(name, t0, 100))
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    const payment = async (
      transactionId: string,
      verified: number | null,
      createdAt: string,
      eventIds: number[],
    ) => {
      const { id } = await db
        .insertInto('payments')
        .values({
          user_id: userId,
          transaction_id: transactionId,
          transaction_username: 'Priya',
          amount: 100 * eventIds.length,
          verified,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('payment_events')
        .values(eventIds.map((eventId) => ({ payment_id: id, event_id: eventId, fee: 100 })))
        .execute();
      return id as number;
    };
    const registration = (
      eventId: number,
      paymentId: number,
      status: 'pending' | 'rejected',
      createdAt: string,
    ) =>
      db
        .insertInto('registrations')
        .values({
          user_id: userId,
          event_id: eventId,
          payment_id: paymentId,
          status,
          created_at: createdAt,
          updated_at: t1,
        })
        .execute();

    // Rejected, then paid again: its registration moved to the new payment.
    const quiz = await event('Quiz');
    const replaced = await payment('UTR-612345678901', 0, t0, [quiz]);
    const paidAgain = await payment('UTR-612345678902', null, t1, [quiz]);
    await registration(quiz, paidAgain, 'pending', t0);
    // A cart payment: one event cancelled by staff and registered for anew with a new payment, then
    // the cart payment rejected. It still holds the other event's registration.
    const [relay, hunt] = [await event('Relay'), await event('Hunt')];
    const cancelledOne = await payment('UTR-612345678903', 0, t0, [relay, hunt]);
    const anew = await payment('UTR-612345678904', null, t1, [relay]);
    await registration(relay, anew, 'pending', t1);
    await registration(hunt, cancelledOne, 'rejected', t0);
    // Pending: whatever stands elsewhere, not replaced.
    const debate = await event('Debate');
    const pending = await payment('UTR-612345678905', null, t0, [debate]);
    const other = await payment('UTR-612345678906', null, t1, [debate]);
    await registration(debate, other, 'pending', t0);

    expect((await runTarget()).error).toBeUndefined();

    const rows = await db
      .selectFrom('payment_events')
      .select(['payment_id', 'event_id', 'paid_again_by'])
      .orderBy('payment_id')
      .orderBy('event_id')
      .execute();
    expect(rows.filter((r) => r.paid_again_by !== null)).toEqual([
      { payment_id: replaced, event_id: quiz, paid_again_by: paidAgain },
    ]);
    expect(rows.filter((r) => r.payment_id === pending)).toEqual([
      { payment_id: pending, event_id: debate, paid_again_by: null },
    ]);
    // What Registration Status says of each in place of Verify.
    const says = async (id: number) =>
      whyNotVerifiable(toPaymentRegistration((await findPaymentForStaff(db, id))!, []));
    expect(await says(replaced)).toBe(MSG.paymentReplaced);
    expect(await says(cancelledOne)).toBeNull();
    expect(await says(paidAgain)).toBeNull();
  });
});
