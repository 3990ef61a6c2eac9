import { type AddToCartInput, type CartItem, type Clash, isStaff, MSG, type RemoveFromCartInput, type SessionUser } from '@app/shared';
import { isUniqueViolation, type Db } from '../../db/connection';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { assertOwnEmailOrStaff, assertOwnIdOrStaff, targetByEmail } from '../users/access';
import { findEventForRegistration, findRegistration } from '../registrations/repository';
import { assertNotRegistered, assertOpenFor } from '../registrations/rules';
import { partyForRegistration } from '../seats/party';
import { canTakeSeat, eventFull, expireAllDueOffers, type Site } from '../seats/service';
import { clashesFor } from '../calendar/service';
import { toCartItem } from './mappers';
import * as repo from './repository';

/**
 * The cart with each event's seats (SPEC-2 §A), so a full one shows before anyone pays for it.
 * Lapsed offers end first, as on every read that depends on them; `ended` says whether any did
 * (their seats went to the next in line, whose mail then waits to be sent).
 */
export async function cartOf(
  db: Db,
  actor: SessionUser,
  userId: number,
  site: Site,
): Promise<{ items: CartItem[]; ended: number }> {
  assertOwnIdOrStaff(actor, userId);
  const ended = await expireAllDueOffers(db, site);
  return { items: (await repo.listCartOfUser(db, userId)).map(toCartItem), ended };
}

/**
 * Only events the user could register for now go in: open, before the deadline, visible, not yet
 * registered, a seat free or offered to them, and for a team event by the leader of a team big
 * enough. The seat itself is taken when paying.
 */
export async function addToCart(
  db: Db,
  actor: SessionUser,
  input: AddToCartInput,
  seating: { lock: boolean; site: Site },
): Promise<{ item: CartItem; clashes: Clash[] }> {
  const user = await targetByEmail(db, actor, input.userEmail);
  const item = await db.transaction().execute(async (trx) => {
    const event = await findEventForRegistration(trx, input.eventId);
    if (event && event.symposium_name !== input.symposiumName) throw notFound(MSG.registrationEventNotFound);
    assertOpenFor(event, user);
    assertNotRegistered(await findRegistration(trx, user.id, event.id));
    const party = await partyForRegistration(trx, event, user.id, seating.lock);
    if (!(await canTakeSeat(trx, party.seat, seating.site))) throw eventFull(event);
    let id: number;
    try {
      id = await repo.insertCartLine(trx, user.id, event.id);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.alreadyInCart);
      throw err;
    }
    return toCartItem((await repo.findCartLine(trx, id))!);
  });
  // It still goes in: the answer only warns (SPEC-2 §J).
  return { item, clashes: await clashesFor(db, user.id, input.eventId) };
}

export async function removeFromCart(db: Db, actor: SessionUser, cartId: number, body: RemoveFromCartInput) {
  if (body.userEmail) assertOwnEmailOrStaff(actor, body.userEmail);
  const line = await repo.findCartOwner(db, cartId);
  if (!line) throw notFound(MSG.notInCart);
  if (line.user_id !== actor.id && !isStaff(actor)) throw forbidden(MSG.forbidden);
  if (body.userEmail && body.userEmail !== line.email) throw forbidden(MSG.forbidden);
  if (!(await repo.deleteCartLine(db, cartId, line.user_id))) throw notFound(MSG.notInCart);
}
