import { nowIso, type Db } from '../../db/connection';
import type { AccountsTable } from '../../db/database';
import { findEventById } from '../events/repository';

// Payment accounts and their links to events. The QR PDF lives in the files table; only its
// hash is read here, never its bytes, except by findQrFile.

const accountColumns = [
  'accounts.id',
  'accounts.account_name',
  'accounts.bank_name',
  'accounts.account_number',
  'accounts.ifsc_code',
  'accounts.upi_id',
  'accounts.qr_file_id',
  'qr.sha256 as qr_sha256',
] as const;

/** Accounts with the columns every read of one returns (the QR's hash, never its bytes). */
function accountsQuery(db: Db) {
  return db
    .selectFrom('accounts')
    .leftJoin('files as qr', 'qr.id', 'accounts.qr_file_id')
    .select(accountColumns);
}

/** Every assignment of an account to an event, with the account, by event then account name. */
function eventAccountsQuery(db: Db) {
  return db
    .selectFrom('event_accounts')
    .innerJoin('accounts', 'accounts.id', 'event_accounts.account_id')
    .leftJoin('files as qr', 'qr.id', 'accounts.qr_file_id')
    .select([...accountColumns, 'event_accounts.event_id'])
    .orderBy('event_accounts.event_id')
    .orderBy('accounts.account_name')
    .orderBy('accounts.id');
}

export async function listAccounts(db: Db) {
  return accountsQuery(db).orderBy('accounts.account_name').orderBy('accounts.id').execute();
}

export async function findAccount(db: Db, id: number) {
  return accountsQuery(db).where('accounts.id', '=', id).executeTakeFirst();
}

export type AccountValues = Omit<AccountsTable, 'id' | 'created_at' | 'updated_at'>;

export async function insertAccount(db: Db, values: AccountValues): Promise<number> {
  const row = await db
    .insertInto('accounts')
    .values({ ...values, updated_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAccount(db: Db, id: number, values: AccountValues) {
  await db
    .updateTable('accounts')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteAccount(db: Db, id: number) {
  await db.deleteFrom('accounts').where('id', '=', id).execute();
}

/** The accounts assigned to any of `eventIds`, in one query. */
export async function listAccountsOfEvents(db: Db, eventIds: number[]) {
  if (eventIds.length === 0) return [];
  return eventAccountsQuery(db).where('event_accounts.event_id', 'in', eventIds).execute();
}

export async function listAllEventAccounts(db: Db) {
  return eventAccountsQuery(db).execute();
}

export async function eventExists(db: Db, eventId: number): Promise<boolean> {
  return !!(await findEventById(db, eventId, ['id']));
}

/**
 * The event's fee, or undefined when there is no such event. With `lock` (PostgreSQL) its row is
 * held, so an assignment and a change of the fee go one after the other.
 */
export async function findEventFee(db: Db, eventId: number, lock = false) {
  return (await findEventById(db, eventId, ['registration_fees'], lock))?.registration_fees;
}

export async function insertEventAccount(db: Db, eventId: number, accountId: number) {
  await db
    .insertInto('event_accounts')
    .values({ event_id: eventId, account_id: accountId })
    .execute();
}

export async function deleteEventAccount(
  db: Db,
  eventId: number,
  accountId: number,
): Promise<boolean> {
  const res = await db
    .deleteFrom('event_accounts')
    .where('event_id', '=', eventId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Removes every account from the event; returns the ids of those it had. */
export async function deleteAccountsOfEvent(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .deleteFrom('event_accounts')
    .where('event_id', '=', eventId)
    .returning('account_id')
    .execute();
  return rows.map((r) => r.account_id).sort((a, b) => a - b);
}

export async function isAccountAssignedToAnyEvent(db: Db, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('event_accounts')
    .select('event_id')
    .where('account_id', '=', accountId)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export async function findQrFile(db: Db, accountId: number) {
  return db
    .selectFrom('accounts')
    .innerJoin('files', 'files.id', 'accounts.qr_file_id')
    .select(['files.bytes', 'files.sha256', 'files.size'])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
}
