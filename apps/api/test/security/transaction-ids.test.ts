import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalTransactionId, MSG, referenceNumberOf, TRANSACTION_ID_INVALID } from '@app/shared';
import { canonicaliseStoredTransactionIds } from '../../src/db/migrations/0011-canonical-transaction-ids';
import { claimStoredReferences } from '../../src/db/migrations/0250-payment-reference';
import { DIALECTS, countRows, createTestApp, type TestApp } from '../helpers/app';
import { cartForm, insertEvent, openSymposia, payCart, payManually } from '../registrations/fixtures';

// One bank transfer, one payment: spellings that look identical on screen are one transaction ID.

const ZWSP = '\u200b';
const SHY = '\u00ad';
const spellings = (id: string) => [
  id,
  id + ZWSP,
  ZWSP + id,
  `${id.slice(0, 3)}${SHY}${id.slice(3)}`,
  // Full-width: U+FF01..FF5E mirror ASCII 0x21..0x7E.
  [...id].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join(''),
  ` ${id.toLowerCase()} `,
];

let seq = 0;
const freshId = () => `ABC${Date.now().toString().slice(-6)}${++seq}`;
/** A fresh 12-digit UPI reference. */
const freshReference = () => `5${Date.now().toString().slice(-8)}${String(++seq).padStart(3, '0')}`;

describe.each(DIALECTS)('transaction IDs have one spelling on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
  });
  afterAll(async () => t?.close());

  it('canonicalises NFKC, drops format characters and whitespace, upper-cases', () => {
    for (const s of spellings('ABC123')) expect(canonicalTransactionId(s)).toBe('ABC123');
    expect(canonicalTransactionId('utr\u2060-12/\ufeff3')).toBe('UTR-12/3');
  });

  it('stores five look-alike spellings of one transfer as one payment (single payment)', async () => {
    const id = freshId();
    const e = await insertEvent(t, { fees: 150 });
    const first = await t.createUser();
    expect((await payManually(t, first, e.id, 150, { transactionId: id + ZWSP })).statusCode).toBe(201);
    const stored = await t.db.selectFrom('payments').select('transaction_id').where('user_id', '=', first.id).executeTakeFirstOrThrow();
    expect(stored.transaction_id).toBe(id);
    for (const s of spellings(id)) {
      const other = await t.createUser();
      const res = await payManually(t, other, e.id, 150, { transactionId: s });
      expect([res.statusCode, res.json().message], JSON.stringify(s)).toEqual([409, MSG.transactionUsed]);
    }
  });

  it('refuses a look-alike of a used ID in the cart payment too', async () => {
    const id = freshId();
    const e = await insertEvent(t, { fees: 150 });
    const a = await t.createUser();
    expect((await payManually(t, a, e.id, 150, { transactionId: id })).statusCode).toBe(201);
    const b = await t.createUser();
    const w = await insertEvent(t, { fees: 200 });
    await t.app.inject({ method: 'POST', url: '/api/cart', headers: { cookie: b.cookie }, payload: { userEmail: b.email, eventId: w.id, symposiumName: 'Carteblanche' } });
    const form = cartForm({ eventIds: JSON.stringify([w.id]), transactionId: `${ZWSP}${id}`, mobileNumber: '9876501234', transactionAmount: '200' });
    const res = await payCart(t, b.cookie, form);
    expect([res.statusCode, res.json().message]).toEqual([409, MSG.transactionUsed]);
  });

  it('refuses characters outside letters, digits, / and - with 400, storing nothing', async () => {
    const s = await t.createUser();
    const e = await insertEvent(t, { fees: 150 });
    const before = await countRows(t, 'payments');
    for (const bad of ['UTR#12', 'АВС123' /* Cyrillic */, 'UTR_12', ZWSP, 'X'.repeat(65)]) {
      const res = await payManually(t, s, e.id, 150, { transactionId: bad });
      expect(res.statusCode, bad).toBe(400);
      expect([TRANSACTION_ID_INVALID, MSG.fillTransactionDetails]).toContain(res.json().message);
    }
    expect(await countRows(t, 'payments')).toBe(before);
  });

  it('check-transaction and the staff search find the payment under any spelling', async () => {
    const id = freshId();
    const s = await t.createUser();
    const e = await insertEvent(t, { fees: 150 });
    await payManually(t, s, e.id, 150, { transactionId: id });
    const admin = await t.adminCookie();
    for (const spelling of spellings(id)) {
      const check = await t.app.inject({
        method: 'GET',
        url: `/api/registrations/check-transaction/${encodeURIComponent(spelling.trim() || spelling)}`,
        headers: { cookie: s.cookie },
      });
      expect(check.json(), JSON.stringify(spelling)).toEqual({ exists: true });
      const found = await t.app.inject({
        method: 'GET',
        url: `/api/registrations/all?q=${encodeURIComponent(spelling)}`,
        headers: { cookie: admin },
      });
      expect(JSON.stringify(found.json()), JSON.stringify(spelling)).toContain(id);
    }
  });

  it('finds the reference number in an ID: the longest run of 6+ digits, never a branch code or zeros', () => {
    expect(referenceNumberOf('UTR-512345678901')).toBe('512345678901');
    expect(referenceNumberOf('UPI/512345678901/9876543210')).toBe('512345678901');
    expect(referenceNumberOf('UTR512345678901')).toBe('512345678901');
    expect(referenceNumberOf('SBIN0001234/987654')).toBe('987654');
    for (const vague of ['NEFT', 'UPI/CR', '12345', '000000', 'SBIN0004321']) expect(referenceNumberOf(vague), vague).toBeNull();
  });

  it('refuses another spelling of a used reference number (UTR-, UPI/, a bank name after it), in single and cart payments and check-transaction', async () => {
    const ref = freshReference();
    const e = await insertEvent(t, { fees: 150 });
    const first = await t.createUser();
    expect((await payManually(t, first, e.id, 150, { transactionId: ref })).statusCode).toBe(201);
    const before = await countRows(t, 'payments');
    const grouped = ref.match(/.{1,4}/g)!.join('-');
    for (const other of [`UTR-${ref}`, `UPI/${ref}`, `UTR${ref}`, `${ref}/SBI`, `upi/${ref}/student7`, grouped, `UTR-${grouped}`]) {
      const s = await t.createUser();
      const check = await t.app.inject({ method: 'GET', url: `/api/registrations/check-transaction/${encodeURIComponent(other)}`, headers: { cookie: s.cookie } });
      expect(check.json(), other).toEqual({ exists: true });
      const res = await payManually(t, s, e.id, 150, { transactionId: other });
      expect([res.statusCode, res.json().message], other).toEqual([409, MSG.transactionUsed]);
    }
    // The other way round: the bare number of a transfer first used with a prefix.
    const prefixed = freshReference();
    const a = await t.createUser();
    expect((await payManually(t, a, e.id, 150, { transactionId: `UTR-${prefixed}` })).statusCode).toBe(201);
    const b = await t.createUser();
    const w = await insertEvent(t, { fees: 200 });
    await t.app.inject({ method: 'POST', url: '/api/cart', headers: { cookie: b.cookie }, payload: { userEmail: b.email, eventId: w.id, symposiumName: 'Carteblanche' } });
    const form = cartForm({ eventIds: JSON.stringify([w.id]), transactionId: prefixed, mobileNumber: '9876501234', transactionAmount: '200' });
    const res = await payCart(t, b.cookie, form);
    expect([res.statusCode, res.json().message]).toEqual([409, MSG.transactionUsed]);
    expect(await countRows(t, 'payments')).toBe(before + 1);
  });

  it('accepts transfers with other reference numbers, and IDs without one, side by side', async () => {
    const ref = freshReference();
    const e = await insertEvent(t, { fees: 150 });
    // One payer's narration names their phone too: a second transfer from that phone is another payment.
    for (const id of [`UPI/${ref}/9876543210`, `UPI/${freshReference()}/9876543210`, 'NEFT-ANBU', 'NEFT-BALA']) {
      const s = await t.createUser();
      expect((await payManually(t, s, e.id, 150, { transactionId: id })).statusCode, id).toBe(201);
    }
  });

  it('the migration gives stored payments their reference number: the first keeps it, a later one is reported, none is lost', async () => {
    const ref = freshReference();
    const s = await t.createUser();
    const ids: number[] = [];
    for (const txn of [`UPI/${ref}`, `UTR-${ref}`]) {
      const r = await t.db
        .insertInto('payments')
        .values({ user_id: s.id, transaction_id: txn, transaction_username: 'X', amount: 150, reference_key: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(r.id);
    }
    expect(await claimStoredReferences(t.db)).toBe(1);
    const after = await t.db.selectFrom('payments').select(['transaction_id', 'reference_key']).where('id', 'in', ids).orderBy('id').execute();
    expect(after).toEqual([
      { transaction_id: `UPI/${ref}`, reference_key: ref },
      { transaction_id: `UTR-${ref}`, reference_key: null },
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('action', '=', 'payment.reference_collision')
      .where('target_id', '=', String(ids[1]))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json!)).toEqual({ transactionId: `UTR-${ref}`, reference: ref, sameAsPaymentId: ids[0] });
  });

  it('the migration canonicalises stored IDs and reports collisions without losing a payment', async () => {
    const id = freshId();
    const s = await t.createUser();
    const rows = [id.toLowerCase(), `${id}${ZWSP}`, `${id.slice(0, 3)}${SHY}${id.slice(3)}`];
    const ids: number[] = [];
    for (const txn of rows) {
      const r = await t.db
        .insertInto('payments')
        .values({ user_id: s.id, transaction_id: txn, transaction_username: 'X', amount: 150 })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(r.id);
    }
    expect(await canonicaliseStoredTransactionIds(t.db)).toBe(2);
    const after = await t.db.selectFrom('payments').select(['id', 'transaction_id']).where('id', 'in', ids).orderBy('id').execute();
    expect(after.map((r) => r.transaction_id)).toEqual([id, rows[1], rows[2]]);
    const audits = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'payment.transaction_id_collision')
      .where('target_id', 'in', ids.slice(1).map(String))
      .execute();
    expect(audits).toHaveLength(2);
    expect(JSON.parse(audits[0]!.after_json!)).toEqual({ canonical: id, sameAsPaymentId: ids[0] });
  });
});
