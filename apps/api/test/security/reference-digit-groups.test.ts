import { describe, expect, it } from 'vitest';
import { referenceNumberOf } from '@app/shared';
import { DIALECTS } from '../helpers/app';
import { databaseBefore } from '../helpers/migrations';

// Migration 0270: digits grouped with '-' are one reference number. Stored payments whose ID now
// reads as a number claim it, oldest first; a later claimant of a number already held keeps none
// and is reported in the audit log; a payment reported before keeps what it had; none is lost.

const TARGET = '0270-reference-digit-groups';

describe.each(DIALECTS)('migration 0270 (reference numbers in digit groups) on %s', (dialect) => {
  it('gives dash-grouped IDs their number, reports the one that repeats a held number, loses none', async () => {
    const { db, runTarget } = await databaseBefore(dialect, TARGET);
    const now = new Date().toISOString();
    const user = await db
      .insertInto('users')
      .values({ email: 'payer@example.com', password_hash: 'x', role: 'student', full_name: 'Payer', updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    // As 0250 left them: the plain number holds its key; the grouped spellings hold none.
    const stored = [
      { transaction_id: 'UTR123456789012', reference_key: '123456789012' },
      { transaction_id: 'UTR-1234-5678-9012', reference_key: null },
      { transaction_id: '5555-6666-7777', reference_key: null },
      { transaction_id: 'NEFT-12-34', reference_key: null },
    ];
    const ids: number[] = [];
    for (const row of stored) {
      const r = await db
        .insertInto('payments')
        .values({ user_id: user.id, transaction_username: 'Payer', amount: 150, ...row })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(r.id);
    }

    const ran = await runTarget();
    expect(ran.error).toBeUndefined();

    const after = await db.selectFrom('payments').select(['transaction_id', 'reference_key']).orderBy('id').execute();
    expect(after).toEqual([
      { transaction_id: 'UTR123456789012', reference_key: '123456789012' },
      { transaction_id: 'UTR-1234-5678-9012', reference_key: null },
      { transaction_id: '5555-6666-7777', reference_key: '555566667777' },
      { transaction_id: 'NEFT-12-34', reference_key: null },
    ]);
    const audits = await db
      .selectFrom('audit_log')
      .select(['target_id', 'after_json'])
      .where('action', '=', 'payment.reference_collision')
      .execute();
    expect(audits.map((a) => [a.target_id, JSON.parse(a.after_json!)])).toEqual([
      [String(ids[1]), { transactionId: 'UTR-1234-5678-9012', reference: '123456789012', sameAsPaymentId: ids[0] }],
    ]);
  });
});

describe('reference numbers in digit groups', () => {
  it("reads digits grouped with '-' as one number, as digits grouped with spaces are", () => {
    expect(referenceNumberOf('UTR-1234-5678-9012')).toBe('123456789012');
    expect(referenceNumberOf('5555-6666-7777')).toBe('555566667777');
    expect(referenceNumberOf('UPI/5123-4567-8901/RAVI')).toBe('512345678901');
    // A '-' next to a letter still separates: the prefix is not part of the number.
    expect(referenceNumberOf('UTR-512345678901')).toBe('512345678901');
    expect(referenceNumberOf('NEFT-12-34')).toBeNull();
    // A date's groups are no transfer's number.
    expect(referenceNumberOf('23-11-2026')).toBeNull();
    expect(referenceNumberOf('NEFT-2026-11-23')).toBeNull();
  });
});
