import type { Db } from '../../db/connection';
import { paymentsWithEventLinks } from '../payments/repository';

// Imported statement lines: one row per line (checksum UNIQUE; identical rows of one file differ
// by their number among them), and the payment each verified (payment_id UNIQUE).

export interface NewStatementLine {
  checksum: string;
  txnDate: string | null;
  description: string;
  reference: string | null;
  searchText: string;
  amountPaise: number;
}

const CHUNK = 200;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Inserts the lines not yet stored; returns how many were new. */
export async function insertStatementLines(db: Db, lines: NewStatementLine[], importedBy: number): Promise<number> {
  let added = 0;
  for (const part of chunks(lines)) {
    const rows = await db
      .insertInto('statement_lines')
      .values(
        part.map((l) => ({
          checksum: l.checksum,
          txn_date: l.txnDate,
          description: l.description,
          reference: l.reference,
          search_text: l.searchText,
          amount_paise: l.amountPaise,
          imported_by: importedBy,
        })),
      )
      .onConflict((oc) => oc.column('checksum').doNothing())
      .returning('id')
      .execute();
    added += rows.length;
  }
  return added;
}

/** The stored lines with these checksums and the payment each verified. */
export async function listLinesByChecksum(db: Db, checksums: string[]) {
  const out: { id: number; checksum: string; payment_id: number | null }[] = [];
  for (const part of chunks(checksums, 500)) {
    out.push(...(await db.selectFrom('statement_lines').select(['id', 'checksum', 'payment_id']).where('checksum', 'in', part).execute()));
  }
  return out;
}

/** Stored lines that mention the canonical ID somewhere and have this amount (whole-token check is the caller's). */
export async function listLinesMentioning(db: Db, canonicalId: string, amountPaise: number) {
  return db
    .selectFrom('statement_lines')
    .select(['id', 'search_text', 'payment_id'])
    .where('amount_paise', '=', amountPaise)
    // Canonical IDs hold only A-Z, 0-9, '/' and '-': nothing LIKE would read as a wildcard.
    .where('search_text', 'like', `%${canonicalId}%`)
    .orderBy('id')
    .execute();
}

/** Records that the line verified the payment; false when another payment took it first. */
export async function claimLine(db: Db, lineId: number, paymentId: number): Promise<boolean> {
  const res = await db
    .updateTable('statement_lines')
    .set({ payment_id: paymentId })
    .where('id', '=', lineId)
    .where('payment_id', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Every pending payment with its payer's name, for matching. */
export async function listPendingPayments(db: Db) {
  return db
    .selectFrom('payments')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .select(['payments.id', 'users.full_name', 'payments.transaction_id', 'payments.amount'])
    .where('payments.verified', 'is', null)
    .orderBy('payments.id')
    .execute();
}

/** Every verified payment's ID: a statement line naming one is that payment's. */
export async function listVerifiedPayments(db: Db) {
  return db.selectFrom('payments').select(['id', 'transaction_id']).where('verified', '=', 1).execute();
}

/** Who a payment belongs to and one of its events: what the single verification is asked with. */
export async function findPaymentsForVerification(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return paymentsWithEventLinks(db)
    .select(['payments.id', 'payments.user_id', 'payments.transaction_id', 'payments.amount', 'payments.verified'])
    .select((eb) => eb.fn.min('payment_events.event_id').as('event_id'))
    .where('payments.id', 'in', ids)
    .groupBy(['payments.id', 'payments.user_id', 'payments.transaction_id', 'payments.amount', 'payments.verified'])
    .execute();
}

export async function findStaffUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'full_name'])
    .where('id', '=', id)
    .where('role', 'in', ['organizer', 'admin'])
    .executeTakeFirst();
}
