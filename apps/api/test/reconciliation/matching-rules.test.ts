import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { isSpecificId } from '../../src/modules/reconciliation/matching';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { insertEvent, newTxn, openSymposia, outboxTo, payManually, respellAsBeforeTheRule, verifyPayment } from '../registrations/fixtures';
import { importStatement } from './statements';

// Which payment a bank credit goes to when the transaction IDs students typed are vague, wrap
// another student's reference, or share a line: the credit goes to the payment that names its
// reference exactly, or to a person, never to a made-up ID.

const VERIFIED_MAIL = 'Payment verified: you are registered';

describe('a transaction ID that can identify a transfer', () => {
  it.each(['432198765401', 'UPI/512345678922', 'N318262012345678', 'UTR2611220003', 'SBIN3261122334', '000457123', '123456'])(
    '%s holds a reference number',
    (id) => expect(isSpecificId(id)).toBe(true),
  );
  it.each(['NEFT', 'IMPS', 'TRANSFER-UPI/CR', 'UPI/CR', 'LOKESH', '98765', 'P2A/12345', '23-11-2026', '000000', 'SBIN0004321'])(
    '%s does not (bank words, a name, under 6 digits in a row, zeros, a branch code)',
    (id) => expect(isSpecificId(id)).toBe(false),
  );
});

describe.each(DIALECTS)('matching statement lines to payments on %s', (dialect) => {
  let t: TestApp;
  let organizer: { id: number; email: string; cookie: string };
  let fee100: number;
  let fee150: number;
  let fee300: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
    organizer = await t.createUser({ role: 'organizer', email: `matching_${dialect}@csmit.test` });
    fee100 = (await insertEvent(t, { fees: 100 })).id;
    fee150 = (await insertEvent(t, { fees: 150 })).id;
    fee300 = (await insertEvent(t, { fees: 300 })).id;
  });
  afterAll(async () => t?.close());

  const importCsv = (csv: string) => importStatement(t, organizer.cookie, Buffer.from(csv), 'statement.csv');
  const verifyBulk = async (paymentIds: number[]) =>
    (await t.app.inject({ method: 'POST', url: '/api/payments/verify-bulk', headers: { cookie: organizer.cookie }, payload: { paymentIds } })).json();
  const pay = async (eventId: number, amount: number, transactionId: string) => {
    const userName = `Payer of ${transactionId}`;
    const s = await t.createUser({ fullName: userName });
    const res = await payManually(t, s, eventId, amount, { transactionId });
    expect(res.statusCode).toBe(201);
    return { email: s.email, paymentId: res.json().paymentId as number, userName, transactionId, amount };
  };
  /**
   * A payment stored before a transfer's number could be claimed once (payments.reference_key):
   * an ID wrapping another's reference. Today such an ID is refused at payment time.
   */
  const payBeforeTheRule = async (eventId: number, amount: number, transactionId: string) => {
    const s = await t.createUser();
    expect((await payManually(t, s, eventId, amount, { transactionId })).json().message).toBe(MSG.transactionUsed);
    const p = await pay(eventId, amount, newTxn());
    await respellAsBeforeTheRule(t, p.paymentId, transactionId);
    return { ...p, transactionId };
  };
  const summary = (p: { paymentId: number; userName: string; transactionId: string; amount: number }) => ({
    paymentId: p.paymentId,
    userName: p.userName,
    transactionId: p.transactionId,
    amount: p.amount,
  });
  /** The entries of a group that are about these payments. */
  const about = <T extends { paymentId: number }>(list: T[], payments: { paymentId: number }[]) =>
    list.filter((e) => payments.some((p) => p.paymentId === e.paymentId));
  const verified = async (paymentId: number) =>
    (await t.db.selectFrom('payments').select('verified').where('id', '=', paymentId).executeTakeFirstOrThrow()).verified;

  const SBI = [
    'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
    '22 Nov 2026,22 Nov 2026,TO TRANSFER-UPI/CR/432198765401/Aarav Sharma/SBIN/aarav@oksbi,,,"100.00","10,100.00"',
    '23 Nov 2026,23 Nov 2026,BY TRANSFER-NEFT-SBIN3261122334-ROHAN V,,,"100.00","10,200.00"',
    '23 Nov 2026,23 Nov 2026,BY TRANSFER-IMPS-123456789012-HARISH,,,"150.00","10,350.00"',
  ].join('\n');

  it("never gives a credit to a bank word or a made-up ID: the real payer is matched, the vague IDs are listed apart, and Verify all matched verifies only the real one", async () => {
    const aarav = await pay(fee100, 100, '432198765401');
    const wrapsBankWords = await pay(fee100, 100, 'TRANSFER-UPI/CR');
    const neft = await pay(fee100, 100, 'NEFT');
    const imps = await pay(fee150, 150, 'IMPS');
    const rohanTypo = await pay(fee100, 100, 'SBIN3261122335');
    const all = [aarav, wrapsBankWords, neft, imps, rohanTypo];

    const body = await importCsv(SBI);
    expect(about(body.matched, all)).toEqual([{ ...summary(aarav), line: 2 }]);
    expect(about(body.amountMismatch, all)).toEqual([]);
    expect(about(body.vagueIds, all)).toEqual([summary(wrapsBankWords), summary(neft), summary(imps)]);
    expect(about(body.notInStatement, all)).toEqual([summary(rohanTypo)]);
    // Rohan's and Harish's credits wait for a person: no pending payment names their references.
    expect(body.unmatchedLines.map((l: { line: number }) => l.line)).toEqual([3, 4]);

    const bulk = await verifyBulk(body.matched.map((m: { paymentId: number }) => m.paymentId));
    expect(bulk).toMatchObject({ verified: 1, skipped: 0 });
    expect(await verified(aarav.paymentId)).toBe(1);
    for (const p of [wrapsBankWords, neft, imps]) {
      expect(await verified(p.paymentId)).toBeNull();
      expect((await outboxTo(t, p.email)).filter((m) => m.subject === VERIFIED_MAIL)).toEqual([]);
    }
    // Aarav's line is his now; importing the statement again shows it as his.
    const again = await importCsv(SBI);
    expect(again.alreadyVerified.map((l: { line: number; paymentId: number }) => [l.line, l.paymentId])).toEqual([[2, aarav.paymentId]]);
  });

  it('takes no statement line for a payment with a vague ID that staff verify in bulk, so the real payer can still be matched', async () => {
    const neft = await pay(fee100, 100, 'NEFT/CR');
    const lines = [
      'Date,Narration,Ref,Credit',
      '24/11/2026,BY TRANSFER-NEFT/CR-N318262099990001-VARUN,,100.00',
    ].join('\n');
    await importCsv(lines);
    expect(await verifyBulk([neft.paymentId])).toMatchObject({ verified: 1, skipped: 0 });
    const line = await t.db.selectFrom('statement_lines').select('payment_id').where('description', 'like', '%N318262099990001%').executeTakeFirstOrThrow();
    expect(line.payment_id).toBeNull();

    const varun = await pay(fee100, 100, 'N318262099990001');
    const body = await importCsv(lines);
    expect(about(body.matched, [varun])).toEqual([{ ...summary(varun), line: 2 }]);
    expect(body.alreadyVerified).toEqual([]);
  });

  it("gives the line to the exact reference, not to an ID that wraps it ('UPI/512345678922' around '512345678922')", async () => {
    const pooja = await pay(fee150, 150, '512345678922');
    const wrapper = await payBeforeTheRule(fee150, 150, 'UPI/512345678922');
    // Alone, an ID with a bank word around the reference still matches.
    const abhishek = await pay(fee150, 150, 'UPI/512345678923');
    const icici = [
      ['S No.', 'Value Date', 'Transaction Date', 'Cheque Number', 'Transaction Remarks', 'Withdrawal Amount (INR )', 'Deposit Amount (INR )', 'Balance (INR )'],
      ['1', '24/11/2026', '24/11/2026', '-', 'UPI/512345678922/Pooja Hegde/ok', '0.00', 'INR 150.00', '150.00'],
      ['2', '24/11/2026', '24/11/2026', '-', 'UPI/512345678923/Abhishek', '0.00', 'Rs.150.00', '300.00'],
    ].map((r) => r.join('\t')).join('\n');
    const body = await importCsv(icici);
    const all = [pooja, wrapper, abhishek];
    expect(about(body.matched, all)).toEqual([
      { ...summary(pooja), line: 2 },
      { ...summary(abhishek), line: 3 },
    ]);
    expect(about(body.notInStatement, all)).toEqual([summary(wrapper)]);
  });

  it('keeps a line naming a payment verified one by one for that payment: an ID wrapping its reference does not take it', async () => {
    const student = await t.createUser({ fullName: 'Deepa K' });
    const res = await payManually(t, student, fee100, 100, { transactionId: '432198765601' });
    const real = res.json().paymentId as number;
    expect((await verifyPayment(t, await t.adminCookie(), { userId: student.id, eventId: fee100, paymentId: real })).statusCode).toBe(200);
    const wrapper = await payBeforeTheRule(fee100, 100, 'UPI/432198765601');

    const body = await importCsv(['Date,Narration,Ref,Credit', '24/11/2026,UPI/432198765601/DEEPA,,100.00'].join('\n'));
    expect(about(body.matched, [wrapper])).toEqual([]);
    expect(about(body.notInStatement, [wrapper])).toEqual([summary(wrapper)]);
    expect(body.alreadyVerified).toEqual([{ line: 2, paymentId: real, userName: 'Deepa K', transactionId: '432198765601', description: 'UPI/432198765601/DEEPA', amount: 100 }]);
  });

  it('leaves a line that names two pending payments to a person, and matches each payment that has a line of its own', async () => {
    const anbu = await pay(fee300, 300, '432198765501');
    const bharath = await pay(fee300, 300, '432198765502');
    const chitra = await pay(fee150, 150, '432198765503');
    const body = await importCsv(
      [
        'Date,Narration,Ref,Credit',
        '24/11/2026,UPI/432198765501/432198765502/TWO FRIENDS,,300.00',
        '24/11/2026,UPI/432198765503/CHITRA,,150.00',
        '25/11/2026,UPI/432198765502/BHARATH,,300.00',
      ].join('\n'),
    );
    const all = [anbu, bharath, chitra];
    expect(body.ambiguousLines).toEqual([
      { line: 2, description: 'UPI/432198765501/432198765502/TWO FRIENDS', amount: 300, payments: [summary(anbu), summary(bharath)] },
    ]);
    expect(about(body.matched, all)).toEqual([
      { ...summary(chitra), line: 3 },
      { ...summary(bharath), line: 4 },
    ]);
    // Anbu's ID is in the statement, in the line a person decides: not 'Not in statement', not offered for Verify all matched.
    expect(about(body.notInStatement, all)).toEqual([]);
    expect(body.unmatchedLines.map((l: { line: number }) => l.line)).not.toContain(2);
  });
});
