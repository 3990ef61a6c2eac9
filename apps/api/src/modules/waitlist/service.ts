import {
  MSG,
  SEATS_MSG,
  type MyWaitlistEntry,
  type SessionUser,
  type WaitlistEntry,
} from '@app/shared';
import { isUniqueViolation, type Db, type Dialect } from '../../db/connection';
import { conflict, notFound } from '../../lib/http-error';
import { findEventForRegistration } from '../registrations/repository';
import { assertOpenFor } from '../registrations/rules';
import { partyForRegistration } from '../seats/party';
import { anyLiveRegistration, seatsLeft } from '../seats/repository';
import { expireDueOffers, seatFreed, type Site } from '../seats/service';
import * as teams from '../teams/repository';
import * as repo from './repository';

// The waitlist of a full event (SPEC-2 §A): join, leave or decline, the staff list, and the
// caller's own places. Lapsed offers are ended before anything that depends on them is read.

export interface WaitlistContext {
  db: Db;
  dialect: Dialect;
  site: Site;
}

/** POST /api/events/{id}/waitlist: the same rules as registering; for a team event, the leader queues the team. */
export async function joinWaitlist(
  ctx: WaitlistContext,
  actor: SessionUser,
  eventId: number,
): Promise<{ position: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    await expireDueOffers(trx, eventId, ctx.site);
    const event = await findEventForRegistration(trx, eventId);
    assertOpenFor(event, actor);
    const party = await partyForRegistration(
      trx,
      { ...event, min_team_size: 1 },
      actor.id,
      ctx.dialect === 'postgres',
    );
    if (await anyLiveRegistration(trx, eventId, party.memberIds))
      throw conflict(SEATS_MSG.alreadyRegistered);
    const who = party.seat.teamId !== null ? { teamId: party.seat.teamId } : { userId: actor.id };
    if (await repo.findLiveEntry(trx, eventId, who)) throw conflict(SEATS_MSG.alreadyOnWaitlist);
    if (seatsLeft(event) !== 0) throw conflict(SEATS_MSG.seatsAvailable);
    let id: number;
    try {
      id = await repo.insertEntry(trx, { eventId, userId: actor.id, teamId: party.seat.teamId });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(SEATS_MSG.alreadyOnWaitlist);
      throw err;
    }
    return { position: await repo.positionOf(trx, eventId, id) };
  });
}

/**
 * DELETE /api/events/{id}/waitlist: leaves the line, or declines an open offer, whose seat goes
 * to the next person at once. A team's entry is the team's: any member may take it out.
 */
export async function leaveWaitlist(
  ctx: WaitlistContext,
  actor: SessionUser,
  eventId: number,
): Promise<{ message: string }> {
  return ctx.db.transaction().execute(async (trx) => {
    await expireDueOffers(trx, eventId, ctx.site);
    const team = await teams.findTeamOfUser(trx, eventId, actor.id);
    const entry =
      (await repo.findLiveEntry(trx, eventId, { userId: actor.id })) ??
      (team ? await repo.findLiveEntry(trx, eventId, { teamId: team.id }) : undefined);
    if (!entry) throw notFound(SEATS_MSG.notOnWaitlist);
    const offered = entry.status === 'offered';
    if (!(await repo.moveEntry(trx, entry.id, [entry.status], offered ? 'declined' : 'left'))) {
      throw conflict(SEATS_MSG.notOnWaitlist);
    }
    if (offered) await seatFreed(trx, eventId, ctx.site);
    return { message: offered ? SEATS_MSG.offerDeclined : SEATS_MSG.leftWaitlist };
  });
}

/** GET /api/events/{id}/waitlist (staff): the line in order, open offers with their end. */
export async function eventWaitlist(
  ctx: WaitlistContext,
  eventId: number,
): Promise<WaitlistEntry[]> {
  const exists = await findEventForRegistration(ctx.db, eventId);
  if (!exists) throw notFound(MSG.eventNotFound);
  await ctx.db.transaction().execute((trx) => expireDueOffers(trx, eventId, ctx.site));
  const rows = await repo.listLiveEntries(ctx.db, eventId);
  return rows.map((r, i) => ({
    userId: r.user_id,
    name: r.full_name,
    email: r.email,
    position: i + 1,
    offeredUntil: r.status === 'offered' ? r.offered_until : null,
    teamName: r.team_name,
  }));
}

/** GET /api/waitlist/mine: the caller's places and offers (their own, or their team's). */
export async function myWaitlist(
  ctx: WaitlistContext,
  actor: SessionUser,
): Promise<MyWaitlistEntry[]> {
  // Someone else's lapsed offer moves this student up (or to an offer): end those first.
  const before = await repo.listLiveEntriesOfUser(ctx.db, actor.id);
  let ended = 0;
  for (const eventId of new Set(before.map((r) => r.event_id))) {
    ended += await ctx.db.transaction().execute((trx) => expireDueOffers(trx, eventId, ctx.site));
  }
  const rows = ended > 0 ? await repo.listLiveEntriesOfUser(ctx.db, actor.id) : before;
  return rows.map((r) => ({
    eventId: r.event_id,
    eventName: r.event_name,
    symposiumName: r.symposium_name,
    registrationFees: r.registration_fees,
    status: r.status as 'waiting' | 'offered',
    position: Number(r.position),
    offeredUntil: r.status === 'offered' ? r.offered_until : null,
    teamId: r.team_id,
    teamName: r.team_name,
  }));
}
