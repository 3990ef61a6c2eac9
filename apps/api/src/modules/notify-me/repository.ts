import { nowIso, type Db } from '../../db/connection';

/** SHA-256 of the tokens in a mail's confirmation and unsubscribe links. */
export interface Hashes {
  confirm: string;
  unsubscribe: string;
}

// 'Notify me' rows. A mail row's key (subscriber, subscription) is what makes a second opening
// mail to the same address impossible, whatever runs twice and however often registration opens.

export async function findByEmail(db: Db, email: string) {
  return db.selectFrom('notify_me_subscribers').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Adds the address as pending unless it is there already (a request at the same moment). */
export async function insertPending(db: Db, email: string, hashes: Hashes): Promise<boolean> {
  const res = await db
    .insertInto('notify_me_subscribers')
    .values({ email, status: 'pending', confirm_token_hash: hashes.confirm, unsubscribe_token_hash: hashes.unsubscribe })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Pending again with a new confirmation token; `renew` starts a new subscription. */
export async function setPending(db: Db, id: number, hashes: Hashes, renew: boolean) {
  await db
    .updateTable('notify_me_subscribers')
    .set((eb) => ({
      status: 'pending',
      confirm_token_hash: hashes.confirm,
      unsubscribe_token_hash: hashes.unsubscribe,
      confirmed_at: null,
      updated_at: nowIso(),
      ...(renew ? { subscription: eb('subscription', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

/** True when this subscription was mailed already. */
export async function wasMailed(db: Db, subscriberId: number, subscription: number): Promise<boolean> {
  const row = await db
    .selectFrom('notify_me_mails')
    .select('subscriber_id')
    .where('subscriber_id', '=', subscriberId)
    .where('subscription', '=', subscription)
    .executeTakeFirst();
  return !!row;
}

/** Confirms the address with this token (again is fine); false when none has it or it unsubscribed. */
export async function confirmByToken(db: Db, confirmHash: string): Promise<boolean> {
  const now = nowIso();
  const res = await db
    .updateTable('notify_me_subscribers')
    .set((eb) => ({ status: 'confirmed', confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(now)), updated_at: now }))
    .where('confirm_token_hash', '=', confirmHash)
    .where('status', '<>', 'unsubscribed')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Unsubscribes the address with this token (from its latest mail). */
export async function unsubscribeByToken(db: Db, hash: string): Promise<boolean> {
  const res = await db
    .updateTable('notify_me_subscribers')
    .set({ status: 'unsubscribed', confirm_token_hash: null, updated_at: nowIso() })
    .where('unsubscribe_token_hash', '=', hash)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) >= 1;
}

/** Records an opening of registration; the id when it is new, null when it was recorded before. */
export async function insertOpening(db: Db, key: string): Promise<number | null> {
  const row = await db
    .insertInto('notify_me_openings')
    .values({ opening_key: key })
    .onConflict((oc) => oc.column('opening_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Confirmed addresses whose current subscription has not been mailed, a batch at a time. */
export async function listUnmailed(db: Db, limit: number) {
  return db
    .selectFrom('notify_me_subscribers as s')
    .select(['s.id', 's.email', 's.subscription'])
    .where('s.status', '=', 'confirmed')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notify_me_mails as m')
            .whereRef('m.subscriber_id', '=', 's.id')
            .whereRef('m.subscription', '=', 's.subscription')
            .select('m.subscriber_id'),
        ),
      ),
    )
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

/** Claims the mail of this subscription; false when another run claimed it first. */
export async function claimMail(db: Db, subscriberId: number, subscription: number, openingId: number): Promise<boolean> {
  const res = await db
    .insertInto('notify_me_mails')
    .values({ subscriber_id: subscriberId, subscription, opening_id: openingId, outbox_id: null })
    .onConflict((oc) => oc.columns(['subscriber_id', 'subscription']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function setMailOutbox(db: Db, subscriberId: number, subscription: number, outboxId: number) {
  await db
    .updateTable('notify_me_mails')
    .set({ outbox_id: outboxId })
    .where('subscriber_id', '=', subscriberId)
    .where('subscription', '=', subscription)
    .execute();
}

export async function setUnsubscribeHash(db: Db, id: number, hash: string) {
  await db.updateTable('notify_me_subscribers').set({ unsubscribe_token_hash: hash }).where('id', '=', id).execute();
}
