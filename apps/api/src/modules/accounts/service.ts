import { type Account, AccountInputSchema, isStaff, MSG, type SessionUser } from '@app/shared';
import { isUniqueViolation, type Db } from '../../db/connection';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { parseFields, type UploadedFile } from '../../lib/uploads';
import { insertAudit } from '../audit-log/repository';
import { deleteFile, insertFile } from '../files/repository';
import { toAccount } from './mappers';
import * as repo from './repository';

type Actor = { id: number; email: string };

/** Reads the text fields of the multipart account form with the shared schema. */
export function parseAccountFields(fields: Record<string, string>) {
  return parseFields(AccountInputSchema, fields);
}

function toValues(input: ReturnType<typeof parseAccountFields>, qrFileId: number | null): repo.AccountValues {
  return {
    account_name: input.accountName,
    bank_name: input.bankName,
    account_number: input.accountNumber,
    ifsc_code: input.ifscCode,
    upi_id: input.upiId ?? null,
    qr_file_id: qrFileId,
  };
}

export async function listAccounts(db: Db): Promise<Account[]> {
  return (await repo.listAccounts(db)).map(toAccount);
}

export async function createAccount(
  db: Db,
  actor: Actor,
  fields: Record<string, string>,
  qr: UploadedFile | undefined,
): Promise<Account> {
  const input = parseAccountFields(fields);
  return db.transaction().execute(async (trx) => {
    const qrFileId = qr ? await insertFile(trx, { kind: 'account-qr', contentType: qr.contentType, bytes: qr.bytes }) : null;
    const id = await repo.insertAccount(trx, toValues(input, qrFileId));
    const account = toAccount((await repo.findAccount(trx, id))!);
    await insertAudit(trx, { actor, action: 'account.create', targetType: 'account', targetId: id, after: account });
    return account;
  });
}

export async function updateAccount(
  db: Db,
  actor: Actor,
  id: number,
  fields: Record<string, string>,
  qr: UploadedFile | undefined,
): Promise<Account> {
  const input = parseAccountFields(fields);
  return db.transaction().execute(async (trx) => {
    const before = await repo.findAccount(trx, id);
    if (!before) throw notFound(MSG.accountNotFound);
    let qrFileId = before.qr_file_id;
    if (qr) qrFileId = await insertFile(trx, { kind: 'account-qr', contentType: qr.contentType, bytes: qr.bytes });
    else if (input.removeQr) qrFileId = null;
    await repo.updateAccount(trx, id, toValues(input, qrFileId));
    if (before.qr_file_id != null && before.qr_file_id !== qrFileId) await deleteFile(trx, before.qr_file_id);
    const account = toAccount((await repo.findAccount(trx, id))!);
    await insertAudit(trx, {
      actor,
      action: 'account.update',
      targetType: 'account',
      targetId: id,
      before: toAccount(before),
      after: account,
    });
    return account;
  });
}

/** Deleting an account also removes it from every event it was assigned to. */
export async function deleteAccount(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.findAccount(trx, id);
    if (!before) throw notFound(MSG.accountNotFound);
    await repo.deleteAccount(trx, id);
    if (before.qr_file_id != null) await deleteFile(trx, before.qr_file_id);
    await insertAudit(trx, { actor, action: 'account.delete', targetType: 'account', targetId: id, before: toAccount(before) });
  });
}

/**
 * The QR PDF of an account. Staff may read any; other logged-in users only those of accounts
 * assigned to an event, which is what a student paying for that event needs.
 */
export async function getQrPdf(db: Db, user: SessionUser, id: number) {
  if (!isStaff(user) && !(await repo.isAccountAssignedToAnyEvent(db, id))) throw notFound(MSG.accountNotFound);
  const file = await repo.findQrFile(db, id);
  if (!file) throw notFound(MSG.accountNotFound);
  return file;
}

// Payment accounts assigned to events.

async function assertEventExists(db: Db, eventId: number) {
  if (!(await repo.eventExists(db, eventId))) throw notFound(MSG.eventNotFound);
}

export async function listEventAccounts(db: Db, eventId: number): Promise<Account[]> {
  await assertEventExists(db, eventId);
  return (await repo.listAccountsOfEvents(db, [eventId])).map(toAccount);
}

/**
 * Assigns a payment account to a paid event: a free one takes no payment (400). With `lock`
 * (PostgreSQL) the event's row is held, so a fee set to 0 at the same moment, which removes the
 * event's accounts, comes wholly before or after.
 */
export async function assignAccount(
  db: Db,
  actor: Actor,
  eventId: number,
  accountId: number,
  lock = false,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const fee = await repo.findEventFee(trx, eventId, lock);
    if (fee === undefined) throw notFound(MSG.eventNotFound);
    if (fee === 0) throw badRequest(MSG.accountForFreeEvent);
    if (!(await repo.findAccount(trx, accountId))) throw notFound(MSG.accountNotFound);
    try {
      await repo.insertEventAccount(trx, eventId, accountId);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.accountAlreadyAssigned);
      throw err;
    }
    await insertAudit(trx, { actor, action: 'event.account.assign', targetType: 'event', targetId: eventId, after: { accountId } });
  });
}

export async function unassignAccount(db: Db, actor: Actor, eventId: number, accountId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await assertEventExists(trx, eventId);
    if (!(await repo.deleteEventAccount(trx, eventId, accountId))) throw notFound(MSG.accountNotAssigned);
    await insertAudit(trx, { actor, action: 'event.account.remove', targetType: 'event', targetId: eventId, before: { accountId } });
  });
}
