import { canonicalTransactionId, MSG, type ReconcileResult, type SessionUser, type VerifyBulkResult } from '@app/shared';
import type { Db } from '../../db/connection';
import { badRequest, conflict, HttpError, unsupportedType } from '../../lib/http-error';
import { insertAudit } from '../audit-log/repository';
import { listPayersOf } from '../payments/repository';
import { decidePayment } from '../payments/service';
import type { Site } from '../seats/service';
import { canonicalText, containsId, isSpecificId, matchLines } from './matching';
import * as repo from './repository';
import { isOldExcel, readStatement, sniffStatement, StatementError } from './statement-parser';

/**
 * POST /api/payments/reconcile: reads the statement, stores each credit line once (a re-import or
 * an overlapping statement adds nothing; two identical rows of one file are two lines) and groups
 * the pending payments against the file's lines. Verifies nothing.
 */
export async function importStatement(db: Db, actor: SessionUser, bytes: Buffer, fileName: string | null): Promise<ReconcileResult> {
  if (isOldExcel(bytes)) throw unsupportedType(MSG.statementOldExcel);
  const format = sniffStatement(bytes);
  if (!format) throw unsupportedType(MSG.statementType);
  let parsed;
  try {
    parsed = await readStatement(bytes, format);
  } catch (err) {
    if (err instanceof StatementError) throw badRequest(err.message);
    throw err;
  }
  // Two identical rows of one file are two credits: the parser gives each its own checksum.
  const lines = parsed.lines;

  const { added, stored } = await db.transaction().execute(async (trx) => {
    const added = await repo.insertStatementLines(
      trx,
      lines.map((l) => ({
        checksum: l.checksum,
        txnDate: l.date,
        description: l.description,
        reference: l.reference,
        searchText: canonicalText(`${l.reference ?? ''} ${l.description}`),
        amountPaise: l.amountPaise,
      })),
      actor.id,
    );
    const stored = await repo.listLinesByChecksum(trx, lines.map((l) => l.checksum));
    await insertAudit(trx, {
      actor,
      action: 'statement.import',
      targetType: 'statement',
      targetId: null,
      after: { fileName, format, lines: lines.length, added, columns: parsed.columns },
    });
    return { added, stored };
  });

  const usedBy = new Map(stored.map((s) => [s.checksum, s.payment_id]));
  const pending = await repo.listPendingPayments(db);
  const verified = await repo.listVerifiedPayments(db);
  const result = matchLines(
    lines.map((l) => ({
      row: l.row,
      description: l.description,
      reference: l.reference,
      amountPaise: l.amountPaise,
      verifiedPaymentId: usedBy.get(l.checksum) ?? null,
    })),
    pending.map((p) => ({ id: p.id, userName: p.full_name, transactionId: p.transaction_id, amount: Number(p.amount) })),
    verified.map((p) => ({ id: p.id, transactionId: p.transaction_id })),
  );
  // The payments the lines verified, by payer and transaction ID as the list shows them.
  const payers = new Map((await listPayersOf(db, result.alreadyVerified.map((l) => l.paymentId))).map((p) => [p.id, p]));
  const alreadyVerified = result.alreadyVerified.map((l) => ({
    ...l,
    userName: payers.get(l.paymentId)?.full_name ?? '',
    transactionId: payers.get(l.paymentId)?.transaction_id ?? '',
  }));
  return { lines: lines.length, added, columns: parsed.columns, skippedRows: parsed.skipped, ...result, alreadyVerified };
}

/**
 * Verifies each payment exactly as POST /api/verification does (its own transaction, audit row
 * and mail, self-verification refused), and records the statement line that pays for it. A
 * payment already decided, or whose only line verified another payment, is skipped.
 */
export async function verifyMany(
  db: Db,
  actor: SessionUser,
  paymentIds: number[],
  site: Site,
  progress?: (done: number, total: number) => Promise<void>,
): Promise<VerifyBulkResult> {
  const ids = [...new Set(paymentIds)];
  const rows = new Map((await repo.findPaymentsForVerification(db, ids)).map((r) => [r.id, r]));
  const result: VerifyBulkResult = { verified: 0, skipped: 0, skippedPayments: [] };
  const skip = (paymentId: number, message: string) => {
    result.skipped += 1;
    result.skippedPayments.push({ paymentId, message });
  };
  for (const [i, id] of ids.entries()) {
    const p = rows.get(id);
    if (!p || p.event_id === null) skip(id, MSG.paymentNotFound);
    else if (p.verified !== null) skip(id, Number(p.verified) === 1 ? MSG.paymentAlreadyVerified : 'This payment was rejected; verify it on its own if it is right.');
    else {
      try {
        await decidePayment(db, actor, { paymentId: id, userId: p.user_id, eventId: Number(p.event_id), verified: true, reason: undefined }, site, {
          within: (trx) => claimStatementLine(trx, id, p.transaction_id, Number(p.amount)),
        });
        result.verified += 1;
      } catch (err) {
        if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
        skip(id, err.message);
      }
    }
    if (progress && ((i + 1) % 10 === 0 || i + 1 === ids.length)) await progress(i + 1, ids.length);
  }
  return result;
}

/** A queued batch runs as its organizer, if they are still staff when it runs. */
export async function verifyQueued(
  db: Db,
  actorId: number,
  paymentIds: number[],
  site: Site,
  progress: (done: number, total: number) => Promise<void>,
) {
  const staff = await repo.findStaffUser(db, actorId);
  if (!staff) throw new Error(`user ${actorId} is no longer staff: batch not run`);
  const actor: SessionUser = { id: staff.id, email: staff.email, role: staff.role, name: staff.full_name, college: null };
  return verifyMany(db, actor, paymentIds, site, progress);
}

/**
 * The stored line that pays for this payment becomes its own; one that verified another payment
 * refuses. An ID with no reference number in it ('NEFT') names no line, so it takes none.
 */
async function claimStatementLine(trx: Db, paymentId: number, transactionId: string, amount: number) {
  const id = canonicalTransactionId(transactionId);
  if (!isSpecificId(id)) return;
  const lines = (await repo.listLinesMentioning(trx, id, Math.round(amount * 100))).filter((l) => containsId(l.search_text, id));
  if (lines.length === 0 || lines.some((l) => l.payment_id === paymentId)) return;
  const free = lines.find((l) => l.payment_id === null);
  if (!free || !(await repo.claimLine(trx, free.id, paymentId))) {
    const taken = lines.find((l) => l.payment_id !== null)?.payment_id;
    const [payer] = await listPayersOf(trx, taken ? [taken] : []);
    throw conflict(MSG.statementLineTaken(payer ? MSG.paymentName(payer.full_name, payer.transaction_id) : 'another payment'));
  }
}
