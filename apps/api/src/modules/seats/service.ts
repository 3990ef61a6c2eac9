import { SEATS_MSG, waitlistOffersEnd } from '@app/shared';
import { nowIso, type Db } from '../../db/connection';
import { conflict } from '../../lib/http-error';
import { insertMail } from '../mail/repository';
import * as waitlist from '../waitlist/repository';
import { seatOfferMail } from './mails';
import * as repo from './repository';

// Seat and offer rules (SPEC-2 §A). Every function runs inside the caller's transaction, next to
// the registration, cancellation or decision that takes or frees the seat. Offers queue their
// mail in that transaction: the caller kicks the mail worker after commit and calls
// seatsChanged() (./changes).

/** Who holds a seat: a student on their own, or a team (whose registrations share one seat). */
export interface SeatParty {
  eventId: number;
  userId: number;
  teamId: number | null;
}

/**
 * The site's address for links in mails: siteOf() of the request behind the change, or PUBLIC_URL
 * (when set) for work no request started (the minute job, reads of the cached lists).
 */
export type Site = string | undefined;

/** Where changes take seats and make offers: whether rows are locked (PostgreSQL), and the site's address. */
export interface SeatingContext {
  lock: boolean;
  site: Site;
}

const HOUR = 3_600_000;

/** When an offer made now ends: the earliest of its hold, the deadline and the first round. */
export function offerEnd(event: repo.OfferEventRow, now: number): number {
  return Math.min(
    now + event.waitlist_offer_hours * HOUR,
    waitlistOffersEnd(event.last_date_for_registration, [event.first_round_at]),
  );
}

/**
 * Offers free seats to the people waiting, first in line first, while a seat can be taken and an
 * offer could still be taken up (none after the deadline or the first round). Returns how many.
 */
export async function makeOffers(
  trx: Db,
  eventId: number,
  site: Site,
  now = Date.now(),
): Promise<number> {
  const event = await repo.findEventForOffer(trx, eventId);
  if (!event) return 0;
  const until = offerEnd(event, now);
  if (until <= now) return 0;
  let made = 0;
  for (;;) {
    const next = await waitlist.findFirstWaiting(trx, eventId);
    if (!next) break;
    if (!(await repo.takeSeat(trx, eventId))) break;
    const offeredUntil = new Date(until).toISOString();
    if (
      !(await waitlist.moveEntry(trx, next.id, ['waiting'], 'offered', {
        offeredAt: new Date(now).toISOString(),
        offeredUntil,
      }))
    ) {
      // Offered by another process meanwhile: give this seat back and look again.
      await repo.releaseSeat(trx, eventId);
      continue;
    }
    await insertMail(
      trx,
      seatOfferMail({
        to: next.email,
        name: next.full_name,
        eventId,
        eventName: event.event_name,
        symposiumName: event.symposium_name,
        teamName: next.team_name,
        offeredUntil,
        site,
      }),
    );
    made += 1;
    // An unlimited event never fills, so everyone waiting is offered a seat at once.
  }
  return made;
}

/**
 * A seat came free (cancellation, rejected payment, declined offer): give it back and offer it.
 * Returns how many offers it made.
 */
export async function seatFreed(trx: Db, eventId: number, site: Site): Promise<number> {
  await repo.releaseSeat(trx, eventId);
  return makeOffers(trx, eventId, site);
}

/** Ends the event's offers whose time is up and passes their seats on. Returns how many ended. */
export async function expireDueOffers(trx: Db, eventId: number, site: Site): Promise<number> {
  let ended = 0;
  for (const offer of await waitlist.listDueOffers(trx, nowIso(), eventId)) {
    if (await waitlist.moveEntry(trx, offer.id, ['offered'], 'expired')) {
      await repo.releaseSeat(trx, eventId);
      ended += 1;
    }
  }
  if (ended > 0) await makeOffers(trx, eventId, site);
  return ended;
}

/** Every event's lapsed offers, one transaction per event (the minute job, and cached reads). */
export async function expireAllDueOffers(db: Db, site: Site): Promise<number> {
  const events = [...new Set((await waitlist.listDueOffers(db, nowIso())).map((o) => o.event_id))];
  let ended = 0;
  for (const eventId of events) {
    ended += await db.transaction().execute((trx) => expireDueOffers(trx, eventId, site));
  }
  return ended;
}

/**
 * 409 'This event is full.' with the event's id and name beside the message, so a screen paying
 * for several events at once can say which one filled (the SPEC text itself stays as it is).
 */
export function eventFull(event: { id: number; event_name: string }) {
  return conflict(SEATS_MSG.eventFull, { eventId: event.id, eventName: event.event_name });
}

/**
 * Takes the seat a registration needs, in the registration's transaction: the party's own open
 * offer if it has one (the seat is already held for it), else a free seat by the guarded counter
 * (409 'This event is full.'). A party still waiting in line leaves the line, seated.
 */
export async function takeSeatFor(trx: Db, party: SeatParty, site: Site): Promise<void> {
  await expireDueOffers(trx, party.eventId, site);
  const who = party.teamId !== null ? { teamId: party.teamId } : { userId: party.userId };
  const entry = await waitlist.findLiveEntry(trx, party.eventId, who);
  if (
    entry?.status === 'offered' &&
    (await waitlist.moveEntry(trx, entry.id, ['offered'], 'claimed'))
  )
    return;
  if (!(await repo.takeSeat(trx, party.eventId))) {
    const event = await repo.findEventForOffer(trx, party.eventId);
    throw event ? eventFull(event) : conflict(SEATS_MSG.eventFull);
  }
  if (entry) await waitlist.moveEntry(trx, entry.id, ['waiting'], 'claimed');
}

/** Whether the party could take a seat now (its own offer, or a free one), without taking it. */
export async function canTakeSeat(trx: Db, party: SeatParty, site: Site): Promise<boolean> {
  await expireDueOffers(trx, party.eventId, site);
  const event = await repo.findEventForOffer(trx, party.eventId);
  if (!event) return false;
  if (repo.seatsLeft(event) !== 0) return true;
  const who = party.teamId !== null ? { teamId: party.teamId } : { userId: party.userId };
  return (await waitlist.findLiveEntry(trx, party.eventId, who))?.status === 'offered';
}

/**
 * A party's registrations stopped being live (cancelled, rejected): once none is left, its seat
 * is freed and offered. Call after the registrations have changed. Returns how many offers it
 * made (0 when the party still holds its seat).
 */
export async function partyLeft(trx: Db, party: SeatParty, site: Site): Promise<number> {
  if (await repo.holdsLiveRegistration(trx, party.eventId, party)) return 0;
  return seatFreed(trx, party.eventId, site);
}

/**
 * A party's registration became live again (a rejected payment verified after all): it needs its
 * seat back, unless another of the team's registrations still holds it. Call before the change.
 */
export async function partyReturns(trx: Db, party: SeatParty, site: Site): Promise<void> {
  if (await repo.holdsLiveRegistration(trx, party.eventId, party)) return;
  await takeSeatFor(trx, party, site);
}
