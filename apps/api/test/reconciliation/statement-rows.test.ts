import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { insertEvent, openSymposia, payManually } from '../registrations/fixtures';
import { importStatement } from './statements';

// The rows of a statement: dates and amounts as spreadsheets and banks write them, and the rows
// that look like credits but cannot be read, which the answer reports with their row numbers.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(DIALECTS)('reading statement rows on %s', (dialect) => {
  let t: TestApp;
  let organizer: { cookie: string };
  let fee100: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
    organizer = await t.createUser({ role: 'organizer', email: `rows_${dialect}@csmit.test` });
    fee100 = (await insertEvent(t, { fees: 100 })).id;
  });
  afterAll(async () => t?.close());

  const importFile = (data: Buffer, filename: string, contentType?: string) => importStatement(t, organizer.cookie, data, filename, contentType);
  const pay = async (transactionId: string) => {
    const s = await t.createUser();
    const res = await payManually(t, s, fee100, 100, { transactionId });
    expect(res.statusCode).toBe(201);
    return res.json().paymentId as number;
  };
  const storedDate = async (reference: string) =>
    (await t.db.selectFrom('statement_lines').select(['txn_date', 'amount_paise']).where('description', 'like', `%${reference}%`).executeTakeFirstOrThrow());

  it("reads Excel day numbers, 2026/11/23, 'Nov 23, 2026', 23.11.2026 and amounts written '+100.00' or 'Rs. 100/-'", async () => {
    const harish = await pay('432198765412');
    const joseph = await pay('432198765415');
    const csv = [
      'Date,Narration,Ref,Credit',
      '46349,UPI/600000000028/Sanjay,,250.00',
      '2026/11/23,UPI/432198765412/Harish,,100.00',
      '"Nov 23, 2026",UPI/432198765414/Fathima,,100.00',
      '23.11.2026,UPI/432198765415/Joseph,,+100.00',
      '23/11/2026,UPI/512345678917/Siddharth,,"1,50.00 CR"',
      '24/11/2026,UPI/512345678918/Ravi,,Rs. 100/-',
    ].join('\n');
    const body = await importFile(Buffer.from(csv), 'oddformats.csv');
    expect(body.skippedRows).toEqual([]);
    expect(body.lines).toBe(6);
    expect(body.matched.map((m: { paymentId: number; line: number }) => [m.paymentId, m.line])).toEqual([
      [harish, 3],
      [joseph, 5],
    ]);
    expect(body.unmatchedLines.map((l: { line: number; amount: number }) => [l.line, l.amount])).toEqual([
      [2, 250],
      [4, 100],
      [6, 150],
      [7, 100],
    ]);
    for (const ref of ['600000000028', '432198765412', '432198765414', '432198765415']) {
      expect((await storedDate(ref)).txn_date).toBe('2026-11-23');
    }
  });

  it('reads dates an Excel sheet keeps as numbers in General format, with or without a time', async () => {
    const meera = await pay('432198765422');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sheet1');
    sheet.addRow(['Transaction Date', 'Transaction Remarks', 'Cheque Number', 'Withdrawal Amount (INR )', 'Deposit Amount (INR )', 'Balance (INR )']);
    sheet.addRow([46349, 'UPI/432198765422/Meera', '', '', 100, 100]);
    sheet.addRow([46350.4375, 'UPI/432198765423/Nila', '', '', '100.00 Cr', 200]);
    sheet.addRow(['46351', 'UPI/432198765424/Omar', '', '', 100, 300]);
    // The bank's summary under the lines: its first figure sits in the date column, formatted as a date.
    sheet.addRow([]);
    sheet.addRow([1000, 1, 3, 0, 300, 300]).getCell(1).numFmt = 'dd/mm/yyyy';
    const body = await importFile(Buffer.from(await book.xlsx.writeBuffer()), 'serial.xlsx', XLSX);
    expect(body.skippedRows).toEqual([]);
    expect(body.lines).toBe(3);
    expect(body.matched.map((m: { paymentId: number; line: number }) => [m.paymentId, m.line])).toEqual([[meera, 2]]);
    expect(await storedDate('432198765422')).toEqual({ txn_date: '2026-11-23', amount_paise: 10000 });
    expect((await storedDate('432198765423')).txn_date).toBe('2026-11-24');
    expect((await storedDate('432198765424')).txn_date).toBe('2026-11-25');
  });

  it('reports each credit whose date or amount cannot be read, with its row, and skips debits and summary lines quietly', async () => {
    const meena = await pay('432198765431');
    const csv = [
      'Date,Narration,Ref,Debit,Credit,Balance',
      '31/02/2026,UPI/432198765431/Meena,,,100.00,100.00',
      'yesterday,UPI/432198765432/Naveen,,,100.00,200.00',
      ',UPI/432198765433/Oviya,,,100.00,300.00',
      '24/11/2026,UPI/432198765434/Prakash,,,1.00.00,300.00',
      '24/11/2026,UPI/432198765435/Queen,,,100.00,400.00',
      ',SYMPOSIUM FEE,,,,',
      '24/11/2026,UPI/432198765436/TEA STALL,,50.00,,350.00',
      ',TRANSACTION TOTAL,,50.00,500.00,',
      'Closing balance,,,,,350.00',
    ].join('\n');
    const body = await importFile(Buffer.from(csv), 'unreadable.csv');
    expect(body.skippedRows).toEqual([
      { line: 2, reason: 'date', value: '31/02/2026', description: 'UPI/432198765431/Meena' },
      { line: 3, reason: 'date', value: 'yesterday', description: 'UPI/432198765432/Naveen' },
      { line: 4, reason: 'date', value: '', description: 'UPI/432198765433/Oviya' },
      { line: 5, reason: 'amount', value: '1.00.00', description: 'UPI/432198765434/Prakash' },
    ]);
    expect(body.lines).toBe(1);
    expect(body.unmatchedLines).toEqual([{ line: 6, description: 'UPI/432198765435/Queen SYMPOSIUM FEE', amount: 100 }]);
    // Meena's row was not read, so her payment is not matched: the skipped rows say where to look.
    expect(body.matched).toEqual([]);
    expect(body.notInStatement.map((p: { paymentId: number }) => p.paymentId)).toContain(meena);
  });

  const storedLines = (description: string) =>
    t.db.selectFrom('statement_lines').select(['checksum', 'amount_paise']).where('description', '=', description).orderBy('id').execute();
  const lineAmounts = (body: { unmatchedLines: { line: number; amount: number }[] }) => body.unmatchedLines.map((l) => [l.line, l.amount]);

  it('keeps two identical credit rows of one file as two credits, and a re-import of the file adds neither again', async () => {
    const csv = [
      'Date,Narration,Ref No,Credit,Balance',
      '2026-11-24,CASH DEPOSIT CHENNAI BR,,500,1500',
      '2026-11-24,CASH DEPOSIT CHENNAI BR,,500,2000',
      '2026-11-24,NEFT CR-SBIN0001234-KUMAR,N328260000001,300,2300',
    ].join('\n');
    const body = await importFile(Buffer.from(csv), 'two-deposits.csv');
    expect(body).toMatchObject({ lines: 3, added: 3, skippedRows: [] });
    expect(lineAmounts(body)).toEqual([
      [2, 500],
      [3, 500],
      [4, 300],
    ]);
    const stored = await storedLines('CASH DEPOSIT CHENNAI BR');
    expect(stored.map((l) => l.amount_paise)).toEqual([50000, 50000]);
    // The first of them hashes as every line did before identical rows were counted, so the lines
    // a database stored then are not taken for new ones.
    const before = crypto.createHash('sha256').update(['2026-11-24', 'CASH DEPOSIT CHENNAI BR', '', '50000'].join('\u001f')).digest('hex');
    expect(stored[0]!.checksum).toBe(before);

    const again = await importFile(Buffer.from(csv), 'two-deposits-again.csv');
    expect(again).toMatchObject({ lines: 3, added: 0 });
    expect(lineAmounts(again)).toEqual(lineAmounts(body));
    expect(await storedLines('CASH DEPOSIT CHENNAI BR')).toHaveLength(2);
  });

  it('adds only the second identical row when a statement overlaps one that held the row once', async () => {
    const header = 'Date,Narration,Ref No,Credit,Balance';
    const first = [header, '2026-11-25,CASH DEPOSIT MADURAI BR,,500,500'].join('\n');
    expect(await importFile(Buffer.from(first), 'day-one.csv')).toMatchObject({ lines: 1, added: 1 });
    const overlapping = [
      header,
      '2026-11-25,CASH DEPOSIT MADURAI BR,,500,500',
      '2026-11-25,CASH DEPOSIT MADURAI BR,,500,1000',
      '2026-11-26,CASH DEPOSIT MADURAI BR,,500,1500',
    ].join('\n');
    expect(await importFile(Buffer.from(overlapping), 'week.csv')).toMatchObject({ lines: 3, added: 2 });
    const stored = await storedLines('CASH DEPOSIT MADURAI BR');
    expect(stored).toHaveLength(3);
  });

  it.each([
    ['UTF-16LE', 'utf16le.txt', (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
    ['UTF-16BE', 'utf16be.txt', (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()])],
  ])("reads a tab-separated %s statement with its byte-order mark (Excel's 'Unicode Text')", async (encoding, filename, encode) => {
    const n = encoding === 'UTF-16LE' ? '1' : '2';
    const anbu = await pay(`43219876545${n}`);
    const text = [
      'Account Statement\t\t\t\t\t',
      'Tran Date\tPARTICULARS\tCHQNO\tDR\tCR\tBAL',
      `23-11-2026\tUPI/43219876545${n}/அன்பு\t\t\t100.00\t100.00`,
      '23-11-2026\tUPI/432198765499/TEA STALL\t\t40.00\t\t60.00',
      `24-11-2026\tNEFT CR-SBIN0004321-ANNA UNIV ${encoding}\tN32826000004${n}\t\t"₹ 1,200.00"\t1260.00`,
      '',
    ].join('\r\n');
    const body = await importFile(encode(text), filename, 'text/plain');
    expect(body.columns).toEqual({ headerRow: 2, date: 'Tran Date', description: 'PARTICULARS', reference: 'CHQNO', credit: 'CR', flag: null });
    expect(body.skippedRows).toEqual([]);
    expect(body).toMatchObject({ lines: 2, added: 2 });
    expect(body.matched).toEqual([{ paymentId: anbu, userName: 'Test Student', transactionId: `43219876545${n}`, amount: 100, line: 3 }]);
    expect(body.unmatchedLines).toEqual([{ line: 5, description: `NEFT CR-SBIN0004321-ANNA UNIV ${encoding}`, amount: 1200 }]);
    expect(await storedDate(`43219876545${n}/அன்பு`)).toEqual({ txn_date: '2026-11-23', amount_paise: 10000 });
  });
});
