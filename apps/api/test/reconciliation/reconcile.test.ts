import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { DIALECTS, countRows, createTestApp, type TestApp } from '../helpers/app';
import { insertEvent, manualBody, multipart, newTxn, openSymposia, outboxTo, PDF, PNG, payManually, respellAsBeforeTheRule } from '../registrations/fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => fs.readFileSync(path.join(here, '../fixtures/statements', name));

/** The UPI references of hdfc.csv, in the file's order (the 15th is not in the file). */
const HDFC_REFS = [
  '432090882290', '432005805427', '432069855785', '432016198528', '432068651254', '432026776077', '432052819328',
  '432046596212', '432071027877', '432038837905', '432078477923', '432019899092', '432079859494', '432035041373',
  '432014450931',
];
/** hdfc.csv's row of each reference above (the rows between are a debit, a sponsorship and a debit). */
const HDFC_ROWS = [10, 11, 12, 13, 14, 16, 17, 18, 19, 21, 22, 23, 25, 26];

/**
 * A compound file as Office 97–2003 writes it: the signature in a 512-byte header, then a
 * directory sector naming the root and the one stream (UTF-16, 128 bytes an entry).
 */
function compoundFile(stream: string): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const entry = (name: string) => {
    const e = Buffer.alloc(128);
    e.write(`${name}\0`, 'utf16le');
    return e;
  };
  return Buffer.concat([header, entry('Root Entry'), entry(stream), Buffer.alloc(256)]);
}

describe.each(DIALECTS)('payment reconciliation on %s', (dialect) => {
  let t: TestApp;
  let organizer: { id: number; email: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
    organizer = await t.createUser({ role: 'organizer', email: `reconcile_${dialect}@csmit.test` });
  });
  afterAll(async () => t?.close());

  const upload = (cookie: string, data: Buffer, filename: string, contentType = 'text/csv') => {
    const form = multipart([{ name: 'statement', filename, contentType, data }]);
    return t.app.inject({ method: 'POST', url: '/api/payments/reconcile', headers: { cookie, ...form.headers }, payload: form.payload });
  };
  const verifyBulk = (cookie: string, paymentIds: number[]) =>
    t.app.inject({ method: 'POST', url: '/api/payments/verify-bulk', headers: { cookie }, payload: { paymentIds } });
  const pay = async (eventId: number, amount: number, transactionId: string, fullName?: string) => {
    const s = await t.createUser({ fullName });
    const res = await payManually(t, s, eventId, amount, { transactionId });
    expect(res.statusCode).toBe(201);
    return { student: s, paymentId: res.json().paymentId as number };
  };
  const verifiedFlag = async (id: number) =>
    (await t.db.selectFrom('payments').select('verified').where('id', '=', id).executeTakeFirstOrThrow()).verified;

  describe('POST /api/payments/reconcile: reading statements', () => {
    const banks: [string, string, Record<string, unknown>, number, { row: number; amount: number; date: string; text: string }][] = [
      ['sbi.csv', 'text/csv', { headerRow: 18, date: 'Txn Date', description: 'Description', reference: 'Ref No./Cheque No.', credit: 'Credit', flag: null }, 4, { row: 19, amount: 250, date: '2026-11-18', text: 'UPI/CR/432111223344/LOKESH' }],
      ['hdfc.csv', 'text/csv', { headerRow: 9, date: 'Date', description: 'Narration', reference: 'Chq./Ref.No.', credit: 'Deposit Amt.', flag: null }, 15, { row: 10, amount: 150, date: '2026-11-15', text: 'UPI-KAVYA S' }],
      ['icici.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', { headerRow: 10, date: 'Transaction Date', description: 'Transaction Remarks', reference: 'Cheque Number', credit: 'Amount (INR ) Deposit', flag: null }, 4, { row: 12, amount: 150, date: '2026-11-18', text: 'UPI/432411112222/Symposium' }],
      ['axis.csv', 'text/csv', { headerRow: 9, date: 'Tran Date', description: 'PARTICULARS', reference: 'CHQNO', credit: 'CR', flag: null }, 4, { row: 13, amount: 1200, date: '2026-11-17', text: 'IMPS/P2A/432312345678/BALAJI M' }],
      ['indian-bank.xlsx', 'application/octet-stream', { headerRow: 8, date: 'Date', description: 'Particulars', reference: 'Ref No', credit: 'Credit', flag: null }, 3, { row: 10, amount: 150, date: '2026-11-19', text: 'UPI/432711110001/CR/DHARSHINI K/IOBA/dharshini@okicici/Symposium' }],
      ['canara.csv', 'text/csv', { headerRow: 10, date: 'Txn Date', description: 'Description', reference: 'Cheque No.', credit: 'Credit', flag: null }, 3, { row: 13, amount: 2000, date: '2026-11-21', text: 'NEFT CR-CNRB000-PRAVEEN KUMAR- CN432521000777' }],
      ['kotak.csv', 'text/csv', { headerRow: 8, date: 'Transaction Date', description: 'Description', reference: 'Chq / Ref No.', credit: 'Amount', flag: 'Dr / Cr' }, 2, { row: 11, amount: 1200, date: '2026-11-20', text: 'IMPS-432801234702-MANOJ' }],
    ];
    it.each(banks)('reads %s: its header row, its columns and only its credit lines', async (file, type, columns, credits, sample) => {
      const res = await upload(organizer.cookie, fixture(file), file, type);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.columns).toEqual(columns);
      expect(body.lines).toBe(credits);
      // The banks' preambles, summaries and debits are not credits whose date could not be read.
      expect(body.skippedRows).toEqual([]);
      // Nothing pending here pays for these lines, so every credit line is unmatched, with its row.
      const line = body.unmatchedLines.find((l: { line: number }) => l.line === sample.row);
      expect(line).toMatchObject({ amount: sample.amount });
      expect(line.description).toContain(sample.text);
      const stored = await t.db.selectFrom('statement_lines').select(['txn_date', 'amount_paise']).where('description', '=', line.description).executeTakeFirstOrThrow();
      expect(stored).toEqual({ txn_date: sample.date, amount_paise: sample.amount * 100 });
    });

    it('skips debit and zero-amount rows, the preamble and the summary lines', async () => {
      const body = (await upload(organizer.cookie, fixture('hdfc.csv'), 'hdfc.csv')).json();
      const rows = body.unmatchedLines.map((l: { line: number }) => l.line);
      expect(rows).toEqual([...HDFC_ROWS, 20].sort((a, b) => a - b));
      expect(rows).not.toContain(15); // a card payment (debit)
      expect(rows).not.toContain(24); // a debit
      expect(rows).not.toContain(27); // interest of ₹0.00
    });

    it("answers 415 'The statement must be a CSV or Excel file.' for a PDF, an image or an old Word .doc", async () => {
      const before = await countRows(t, 'statement_lines');
      for (const [data, name] of [[PDF, 'statement.pdf'], [PNG, 'statement.png'], [compoundFile('WordDocument'), 'statement.doc']] as const) {
        const res = await upload(organizer.cookie, data, name);
        expect([res.statusCode, res.json().message]).toEqual([415, MSG.statementType]);
      }
      expect(await countRows(t, 'statement_lines')).toBe(before);
    });

    it('says an old Excel 97–2003 (.xls) statement must be saved again as .xlsx or CSV', async () => {
      const before = await countRows(t, 'statement_lines');
      // Whatever the file is called: the bytes tell an Excel 97–2003 workbook (and Excel 5's 'Book').
      for (const [data, name] of [[compoundFile('Workbook'), 'statement.xls'], [compoundFile('Book'), 'statement.bin']] as const) {
        const res = await upload(organizer.cookie, data, name);
        expect([res.statusCode, res.json().message]).toEqual([415, MSG.statementOldExcel]);
      }
      expect(MSG.statementOldExcel).toBe('Old Excel (.xls) statements cannot be read: open it in Excel and save it as .xlsx or CSV.');
      expect(await countRows(t, 'statement_lines')).toBe(before);
    });

    it("answers 400 'The statement has no column for amounts received.' when only debits have a column", async () => {
      const csv = 'Date,Narration,Ref No,Withdrawal Amt.,Closing Balance\n15/11/2026,UPI-TEA STALL,432000000001,"480.00","1,000.00"\n';
      const res = await upload(organizer.cookie, Buffer.from(csv), 'debits.csv');
      expect([res.statusCode, res.json().message]).toEqual([400, MSG.statementNoCreditColumn]);
    });

    it('says what it looked for when no row names the columns, and wants a file', async () => {
      const res = await upload(organizer.cookie, Buffer.from('hello,world\n1,2\n'), 'notes.csv');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/No header row was found/);
      const none = await t.app.inject({ method: 'POST', url: '/api/payments/reconcile', headers: { cookie: organizer.cookie }, payload: {} });
      expect([none.statusCode, none.json().message]).toEqual([400, MSG.statementRequired]);
    });

    it('is for staff only', async () => {
      const student = await t.createUser();
      expect((await upload(student.cookie, fixture('hdfc.csv'), 'hdfc.csv')).statusCode).toBe(403);
      expect((await verifyBulk(student.cookie, [1])).statusCode).toBe(403);
    });

    it('keeps each line once: importing the same statement again adds nothing', async () => {
      const first = (await upload(organizer.cookie, fixture('axis.csv'), 'axis.csv')).json();
      const count = await countRows(t, 'statement_lines');
      const again = await upload(organizer.cookie, fixture('axis.csv'), 'axis-again.csv');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ lines: 4, added: 0 });
      expect(again.json().unmatchedLines).toEqual(first.unmatchedLines);
      expect(await countRows(t, 'statement_lines')).toBe(count);
      const audits = await t.db.selectFrom('audit_log').select('after_json').where('action', '=', 'statement.import').where('actor_id', '=', organizer.id).execute();
      expect(JSON.parse(audits.at(-1)!.after_json!)).toMatchObject({ fileName: 'axis-again.csv', lines: 4, added: 0 });
    });
  });

  describe('matching, and POST /api/payments/verify-bulk', () => {
    it('reconciles 15 pending payments from one file: matched, amount wrong, not in the statement; verifies nothing; bulk verify then mails each once', async () => {
      const fee150 = await insertEvent(t, { name: 'Code Relay', fees: 150 });
      const fee300 = await insertEvent(t, { name: 'Paper Presentation', fees: 300 });
      const payments = [];
      for (const [i, ref] of HDFC_REFS.entries()) {
        // Two of them paid ₹300; one stated ₹150 where the bank received ₹100 (row 17).
        const amount = i === 3 || i === 9 ? 300 : 150;
        payments.push(await pay(amount === 300 ? fee300.id : fee150.id, amount, ref));
      }
      // Its ID stands inside a longer number of the statement, never as a whole token: no match.
      const partial = await pay(fee150.id, 150, '32090882290');
      const ids = payments.map((p) => p.paymentId);

      const res = await upload(organizer.cookie, fixture('hdfc.csv'), 'hdfc.csv');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const mine = <T extends { paymentId: number }>(list: T[]) => list.filter((m) => ids.includes(m.paymentId) || m.paymentId === partial.paymentId);
      const expected = HDFC_REFS.slice(0, 14)
        .map((ref, i) => ({ paymentId: ids[i]!, userName: 'Test Student', transactionId: ref, amount: i === 3 || i === 9 ? 300 : 150, line: HDFC_ROWS[i]! }))
        .filter((m) => m.transactionId !== '432052819328');
      expect(mine(body.matched)).toEqual(expected);
      expect(mine(body.amountMismatch)).toEqual([{ paymentId: ids[6], userName: 'Test Student', transactionId: '432052819328', amount: 150, statementAmount: 100, line: 17 }]);
      expect(mine(body.notInStatement)).toEqual([
        { paymentId: ids[14], userName: 'Test Student', transactionId: '432014450931', amount: 150 },
        { paymentId: partial.paymentId, userName: 'Test Student', transactionId: '32090882290', amount: 150 },
      ]);
      expect(body.unmatchedLines).toEqual([{ line: 20, description: 'NEFT CR-SBIN0004321-ANNA UNIVERSITY SPONSORSHIP-N318262012345678', amount: 25000 }]);
      // The import verified nothing.
      for (const id of ids) expect(await verifiedFlag(id)).toBeNull();

      const matchedIds = body.matched.map((m: { paymentId: number }) => m.paymentId);
      const before = await countRows(t, 'outbox');
      const bulk = await verifyBulk(organizer.cookie, matchedIds);
      expect(bulk.statusCode).toBe(200);
      expect(bulk.json()).toEqual({ verified: 13, skipped: 0, skippedPayments: [] });
      expect(await countRows(t, 'outbox')).toBe(before + 13);
      for (const [i, p] of payments.entries()) {
        const verifiedMails = (await outboxTo(t, p.student.email)).filter((m) => m.subject === 'Payment verified: you are registered');
        expect(verifiedMails).toHaveLength(matchedIds.includes(p.paymentId) ? 1 : 0);
        expect(await verifiedFlag(p.paymentId)).toBe(matchedIds.includes(p.paymentId) ? 1 : null);
        if (i === 0) {
          const reg = await t.db.selectFrom('registrations').select('status').where('payment_id', '=', p.paymentId).executeTakeFirstOrThrow();
          expect(reg.status).toBe('verified');
        }
      }
      const audits = await t.db.selectFrom('audit_log').select(['target_id', 'actor_id']).where('action', '=', 'payment.verify').where('target_id', 'in', matchedIds.map(String)).execute();
      expect(audits).toHaveLength(13);
      expect(new Set(audits.map((a) => a.actor_id))).toEqual(new Set([organizer.id]));
      // Each verified payment holds its statement line.
      const lines = await t.db.selectFrom('statement_lines').select(['payment_id', 'amount_paise']).where('payment_id', 'in', matchedIds).execute();
      expect(lines).toHaveLength(13);

      // Idempotent: again, nothing changes and nobody is mailed twice.
      const again = await verifyBulk(organizer.cookie, matchedIds);
      expect(again.json()).toMatchObject({ verified: 0, skipped: 13 });
      expect(again.json().skippedPayments[0]).toEqual({ paymentId: matchedIds[0], message: MSG.paymentAlreadyVerified });
      expect(await countRows(t, 'outbox')).toBe(before + 13);

      // The re-import shows the lines as used and matches them to nothing else.
      const after = (await upload(organizer.cookie, fixture('hdfc.csv'), 'hdfc.csv')).json();
      expect(after.added).toBe(0);
      expect(mine(after.matched)).toEqual([]);
      expect(after.alreadyVerified.map((l: { line: number }) => l.line)).toEqual(expected.map((m) => m.line));
      // Each names the payment it verified as the payments list does: payer and transaction ID.
      expect(after.alreadyVerified[0]).toMatchObject({ paymentId: ids[0], userName: 'Test Student', transactionId: HDFC_REFS[0] });
    });

    it('lets a statement line verify one payment only', async () => {
      const fee = await insertEvent(t, { fees: 250 });
      const real = await pay(fee.id, 250, '432111223344', 'Lokesh R');
      // Another student's 'transaction ID' is the same reference with the narration's bank words
      // around it (stored before such a copy was refused at payment time).
      const copy = await pay(fee.id, 250, newTxn());
      await respellAsBeforeTheRule(t, copy.paymentId, 'UPI/CR/432111223344');
      const body = (await upload(organizer.cookie, fixture('sbi.csv'), 'sbi.csv')).json();
      expect(body.matched.filter((m: { line: number }) => m.line === 19)).toEqual([{ paymentId: real.paymentId, userName: 'Lokesh R', transactionId: '432111223344', amount: 250, line: 19 }]);
      expect(body.notInStatement.map((p: { paymentId: number }) => p.paymentId)).toContain(copy.paymentId);

      expect((await verifyBulk(organizer.cookie, [real.paymentId])).json()).toMatchObject({ verified: 1, skipped: 0 });
      const refused = (await verifyBulk(organizer.cookie, [copy.paymentId])).json();
      expect(refused.verified).toBe(0);
      expect(refused.skippedPayments[0].message).toBe('The statement line for this transaction already verified the payment of Lokesh R (transaction 432111223344).');
      expect(await verifiedFlag(copy.paymentId)).toBeNull();
      const line = await t.db.selectFrom('statement_lines').select('payment_id').where('description', 'like', '%432111223344%').executeTakeFirstOrThrow();
      expect(line.payment_id).toBe(real.paymentId);
    });

    it('keeps the four-eyes rule: a payment the organizer submitted is skipped and the attempt audited', async () => {
      const fee = await insertEvent(t, { fees: 150 });
      const student = await t.createUser();
      const submitted = await t.app.inject({
        method: 'POST',
        url: '/api/registrations',
        headers: { cookie: organizer.cookie },
        payload: manualBody(student.id, fee.id, 150, { transactionId: '432155667788' }),
      });
      expect(submitted.statusCode).toBe(201);
      const paymentId = submitted.json().paymentId as number;
      const res = (await verifyBulk(organizer.cookie, [paymentId])).json();
      expect(res).toEqual({ verified: 0, skipped: 1, skippedPayments: [{ paymentId, message: MSG.ownPaymentVerification }] });
      const refusal = await t.db.selectFrom('audit_log').select('actor_id').where('action', '=', 'payment.self-verify-refused').where('target_id', '=', String(paymentId)).executeTakeFirst();
      expect(refusal?.actor_id).toBe(organizer.id);
      // Another organizer may.
      expect((await verifyBulk(await t.adminCookie(), [paymentId])).json()).toMatchObject({ verified: 1 });
    });

    it('runs a large batch as a job whose progress staff can follow, with one mail each', async () => {
      const fee = await insertEvent(t, { fees: 150 });
      const batch = [];
      for (let i = 0; i < 30; i++) batch.push(await pay(fee.id, 150, `BULK${dialect.toUpperCase()}${1000 + i}`));
      const res = await verifyBulk(organizer.cookie, batch.map((b) => b.paymentId));
      expect(res.statusCode).toBe(202);
      const { jobId, total } = res.json();
      expect(total).toBe(30);
      await t.app.jobs.drain();
      const job = await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers: { cookie: organizer.cookie } });
      expect(job.json()).toMatchObject({ status: 'done', progress: 30, total: 30, result: { verified: 30, skipped: 0 } });
      for (const b of batch) {
        expect((await outboxTo(t, b.student.email)).filter((m) => m.subject === 'Payment verified: you are registered')).toHaveLength(1);
      }
    });

    it('writes the pass links in full, to the site the request came to, inline and as a job (PUBLIC_URL unset)', async () => {
      const fee = await insertEvent(t, { fees: 150 });
      const verifyAt = (paymentIds: number[]) =>
        t.app.inject({ method: 'POST', url: '/api/payments/verify-bulk', headers: { cookie: organizer.cookie, host: '127.0.0.1:3103' }, payload: { paymentIds } });
      const linksOf = async (email: string) => {
        const mail = (await outboxTo(t, email)).find((m) => m.subject === 'Payment verified: you are registered')!;
        const links = mail.text.match(/\S*(\/check-in\/|\/pass\.pdf|\/enrolled-events)\S*/g) ?? [];
        expect(links).toHaveLength(3);
        return links;
      };

      const one = await pay(fee.id, 150, `SITE${dialect.toUpperCase()}1`);
      expect((await verifyAt([one.paymentId])).statusCode).toBe(200);
      for (const link of await linksOf(one.student.email)) expect(link).toMatch(/^http:\/\/127\.0\.0\.1:3103\//);

      const batch = [];
      for (let i = 0; i < 26; i++) batch.push(await pay(fee.id, 150, `SITEJOB${dialect.toUpperCase()}${i}`));
      expect((await verifyAt(batch.map((b) => b.paymentId))).statusCode).toBe(202);
      await t.app.jobs.drain();
      for (const b of [batch[0]!, batch[25]!]) {
        for (const link of await linksOf(b.student.email)) expect(link).toMatch(/^http:\/\/127\.0\.0\.1:3103\//);
      }
    });

    it('verifies each payment once when two organizers verify the same batch at the same time', async () => {
      const fee = await insertEvent(t, { fees: 150 });
      const batch = [];
      for (let i = 0; i < 6; i++) batch.push(await pay(fee.id, 150, `RACE${dialect.toUpperCase()}${i}`));
      const ids = batch.map((b) => b.paymentId);
      const other = await t.createUser({ role: 'organizer' });
      const [a, b] = await Promise.all([verifyBulk(organizer.cookie, ids), verifyBulk(other.cookie, ids)]);
      expect(a.json().verified + b.json().verified).toBe(6);
      expect(a.json().skipped + b.json().skipped).toBe(6);
      for (const p of batch) {
        expect((await outboxTo(t, p.student.email)).filter((m) => m.subject === 'Payment verified: you are registered')).toHaveLength(1);
      }
      const audits = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'payment.verify').where('target_id', 'in', ids.map(String)).execute();
      expect(audits).toHaveLength(6);
    });

    it('refuses an empty or malformed list', async () => {
      const empty = await verifyBulk(organizer.cookie, []);
      expect([empty.statusCode, empty.json().message]).toEqual([400, 'Choose at least one payment to verify.']);
      const bad = await t.app.inject({ method: 'POST', url: '/api/payments/verify-bulk', headers: { cookie: organizer.cookie }, payload: { paymentIds: 'all' } });
      expect(bad.statusCode).toBe(400);
    });
  });
});
