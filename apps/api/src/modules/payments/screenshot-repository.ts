import type { Db } from '../../db/connection';

// Screenshot signatures and the duplicate pairs they reveal (SPEC-2 §E).

/** Payments that carry a screenshot, each with its stored file. */
function paymentsWithScreenshots(db: Db) {
  return db.selectFrom('payments').innerJoin('files', 'files.id', 'payments.screenshot_file_id');
}

export async function findScreenshotBytes(db: Db, paymentId: number) {
  return paymentsWithScreenshots(db)
    .select(['files.bytes', 'files.sha256'])
    .where('payments.id', '=', paymentId)
    .executeTakeFirst();
}

export async function saveSignature(db: Db, paymentId: number, phash: string, thumb: Buffer) {
  await db
    .updateTable('payments')
    .set({ screenshot_phash: phash, screenshot_thumb: thumb })
    .where('id', '=', paymentId)
    .execute();
}

/** Every other payment's coarse hash: a few bytes each, compared in memory. */
export async function listOtherPhashes(db: Db, paymentId: number) {
  return paymentsWithScreenshots(db)
    .select(['payments.id', 'payments.screenshot_phash', 'files.sha256'])
    .where('payments.id', '!=', paymentId)
    .where('payments.screenshot_phash', 'is not', null)
    .orderBy('payments.id')
    .execute();
}

export async function listThumbs(db: Db, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  return db
    .selectFrom('payments')
    .select(['id', 'screenshot_thumb'])
    .where('id', 'in', paymentIds)
    .execute();
}

/** Records each pair (the payment and another, with their distance) both ways round; an existing pair is kept. */
export async function insertDuplicatePairs(
  db: Db,
  paymentId: number,
  others: { id: number; distance: number }[],
) {
  if (others.length === 0) return;
  await db
    .insertInto('payment_screenshot_duplicates')
    .values(
      others.flatMap(({ id, distance }) => [
        { payment_id: paymentId, duplicate_of: id, distance },
        { payment_id: id, duplicate_of: paymentId, distance },
      ]),
    )
    .onConflict((oc) => oc.columns(['payment_id', 'duplicate_of']).doNothing())
    .execute();
}

/** For each payment, the payments whose screenshot is the same picture, with their payers and transaction IDs. */
export async function listDuplicatesOf(db: Db, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  return db
    .selectFrom('payment_screenshot_duplicates')
    .innerJoin('payments', 'payments.id', 'payment_screenshot_duplicates.duplicate_of')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .select(['payment_screenshot_duplicates.payment_id', 'payment_screenshot_duplicates.duplicate_of', 'users.full_name', 'payments.transaction_id'])
    .where('payment_screenshot_duplicates.payment_id', 'in', paymentIds)
    .orderBy('payment_screenshot_duplicates.payment_id')
    .orderBy('payment_screenshot_duplicates.duplicate_of')
    .execute();
}
