import { MSG } from '@app/shared';
import { isUniqueViolation, type Db } from '../../db/connection';
import { recordPaidAgain } from '../payments/repository';
import { conflict } from '../../lib/http-error';
import { partyForRegistration, type Party } from '../seats/party';
import { takeSeatFor, type Site } from '../seats/service';
import * as repo from './repository';
import { assertNotRegistered } from './rules';

// Registering a party for one event (SPEC-2 §A, §B): a student, or a whole team through its
// leader. First the rules (team, leader, size, nobody registered yet), then the seat (the party's
// own offer or a free seat, 409 'This event is full.'), then one registration per member, all in
// the caller's transaction.

export interface PreparedParty extends Party {
  event: repo.RegistrationEventRow;
  existing: Map<number, Awaited<ReturnType<typeof repo.listRegistrationsOfUsersForEvent>>[number]>;
}

export async function prepareParty(
  trx: Db,
  event: repo.RegistrationEventRow,
  userId: number,
  lock: boolean,
): Promise<PreparedParty> {
  // The student's own registration answers first: a member whose team is registered is told so,
  // not sent to find the leader (the team rules below).
  const [own] = await repo.listRegistrationsOfUsersForEvent(trx, [userId], event.id);
  assertNotRegistered(own);
  const party = await partyForRegistration(trx, event, userId, lock);
  const otherIds = party.memberIds.filter((id) => id !== userId);
  const others = await repo.listRegistrationsOfUsersForEvent(trx, otherIds, event.id);
  for (const row of others) assertNotRegistered(row);
  const existing = new Map([...(own ? [own] : []), ...others].map((r) => [r.user_id, r]));
  return { ...party, event, existing };
}

export async function takePartySeat(trx: Db, prepared: PreparedParty, site: Site): Promise<void> {
  await takeSeatFor(trx, prepared.seat, site);
}

/** One registration per member (a rejected one is taken up again); returns the registrant's own. */
export async function insertPartyRegistrations(
  trx: Db,
  prepared: PreparedParty,
  set: { status: 'pending' | 'verified'; paymentId: number | null },
): Promise<number> {
  let own = 0;
  for (const memberId of prepared.memberIds) {
    const previous = prepared.existing.get(memberId);
    const values = { paymentId: set.paymentId, status: set.status, teamId: prepared.seat.teamId };
    let id: number;
    if (previous) {
      if (!(await repo.reviveRejectedRegistration(trx, previous.id, values)))
        throw conflict(MSG.paymentAwaitingVerification);
      id = previous.id;
      // Paid again: the rejected payment it was on is replaced, and can no longer be verified.
      if (previous.payment_id !== null && set.paymentId !== null)
        await recordPaidAgain(trx, previous.payment_id, prepared.event.id, set.paymentId);
    } else {
      try {
        id = await repo.insertRegistration(trx, {
          userId: memberId,
          eventId: prepared.event.id,
          ...values,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MSG.alreadyRegistered);
        throw err;
      }
    }
    if (memberId === prepared.seat.userId) own = id;
  }
  return own;
}
