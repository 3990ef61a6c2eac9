import { performance } from 'node:perf_hooks';
import { createTestApp } from '../apps/api/test/helpers/app';
import { insertEvent, multipart } from '../apps/api/test/registrations/fixtures';
import { chunks } from './db';

// Time to import and match a bank statement of 2,000 credit lines against 1,000 pending
// payments, through POST /api/payments/reconcile on a freshly migrated database.
//   npx tsx bench/reconcile.ts               (SQLite)
//   npx tsx bench/reconcile.ts --pg          (PostgreSQL of TEST_DATABASE_URL)
// Prints the first import (2,000 lines stored), a re-import (nothing new), and a bulk
// verification of 25 matched payments.

const PAYMENTS = 1000;
const LINES = 2000;
const dialect = process.argv.includes('--pg') ? 'postgres' : 'sqlite';

const t = await createTestApp(dialect);
try {
  const now = new Date().toISOString();
  // One paid event (150) that every pending payment is for.
  const event = await insertEvent(t, { name: 'Bench Event', fees: 150 });
  const refs = Array.from({ length: PAYMENTS }, (_, i) => String(432_000_000_000 + i * 7919));
  const userIds: number[] = [];
  for (const part of chunks(refs, 200)) {
    const rows = await t.db
      .insertInto('users')
      .values(
        part.map((ref) => ({
          email: `bench${ref}@example.com`,
          password_hash: 'x',
          role: 'student' as const,
          full_name: `Student ${ref}`,
          dob: '2004-05-06',
          mobile: '9876543210',
          college: 'MIT',
          department: 'IT',
          year_of_passing: 2026,
          state: 'Tamil Nadu',
          district: 'Chennai',
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    userIds.push(...rows.map((r) => r.id));
  }
  const paymentIds: number[] = [];
  for (const part of chunks(refs.map((ref, i) => ({ ref, userId: userIds[i]! })), 200)) {
    const rows = await t.db
      .insertInto('payments')
      .values(part.map((p) => ({ user_id: p.userId, transaction_id: p.ref, transaction_username: 'S', transaction_date: null, transaction_time: null, amount: 150, mobile_number: null, screenshot_file_id: null, verified: null })))
      .returning('id')
      .execute();
    paymentIds.push(...rows.map((r) => r.id));
  }
  for (const part of chunks(paymentIds.map((id, i) => ({ id, userId: userIds[i]! })), 200)) {
    await t.db.insertInto('payment_events').values(part.map((p) => ({ payment_id: p.id, event_id: event.id }))).execute();
    await t.db
      .insertInto('registrations')
      .values(part.map((p) => ({ user_id: p.userId, event_id: event.id, payment_id: p.id, status: 'pending' as const, updated_at: now })))
      .execute();
  }

  // HDFC's layout: half the lines pay for the pending payments (20 of them short), half are other credits.
  const csv = ['HDFC BANK Ltd.,,,,,,', ',,,,,,', 'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance'];
  for (let i = 0; i < LINES; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    if (i < PAYMENTS) {
      csv.push(`${day}/11/26,UPI-STUDENT ${i}-s${i}@oksbi-SBIN0001234-${refs[i]}-FEE,0000${refs[i]},${day}/11/26,,"${i < 20 ? '100.00' : '150.00'}","1,00,000.00"`);
    } else {
      csv.push(`${day}/11/26,NEFT CR-HDFC0000240-N32326208${String(i).padStart(7, '0')}-DONOR ${i},N32326208${i},${day}/11/26,,"1,500.00","1,00,000.00"`);
    }
  }
  const file = Buffer.from(csv.join('\r\n'));
  const organizer = await t.createUser({ role: 'organizer' });
  const upload = async () => {
    const form = multipart([{ name: 'statement', filename: 'statement.csv', contentType: 'text/csv', data: file }]);
    const start = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/reconcile', headers: { cookie: organizer.cookie, ...form.headers }, payload: form.payload });
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return { ms, body: res.json() };
  };
  const first = await upload();
  const again = await upload();
  const ids = first.body.matched.slice(0, 25).map((m: { paymentId: number }) => m.paymentId);
  const start = performance.now();
  const bulk = await t.app.inject({ method: 'POST', url: '/api/payments/verify-bulk', headers: { cookie: organizer.cookie }, payload: { paymentIds: ids } });
  const bulkMs = performance.now() - start;
  console.log(
    JSON.stringify(
      {
        dialect,
        statementBytes: file.length,
        lines: first.body.lines,
        pending: PAYMENTS,
        firstImportMs: Math.round(first.ms),
        firstImport: { added: first.body.added, matched: first.body.matched.length, amountMismatch: first.body.amountMismatch.length, notInStatement: first.body.notInStatement.length, unmatchedLines: first.body.unmatchedLines.length },
        reImportMs: Math.round(again.ms),
        reImportAdded: again.body.added,
        verifyBulk25Ms: Math.round(bulkMs),
        verifyBulk: bulk.json(),
      },
      null,
      2,
    ),
  );
} finally {
  await t.close();
}
