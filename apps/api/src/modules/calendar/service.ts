import crypto from 'node:crypto';
import { findClashes, MSG, SCHEDULE_MSG, type CalendarLinkCreated, type CalendarLinkStatus, type Clash, type Event, type SessionUser, type TimedEvent } from '@app/shared';
import { nowIso, type Db } from '../../db/connection';
import { forbidden, notFound, unauthorized } from '../../lib/http-error';
import { hashToken } from '../../plugins/auth';
import { buildCalendar, type CalendarRound } from './ics';
import * as repo from './repository';

/**
 * The clashes of `eventId` with what the user already holds (live registrations and the cart lines
 * still open for registration):
 * 'Clashes with {eventName} at {time}.' Read after the change committed; never refuses anything.
 */
export async function clashesFor(db: Db, userId: number, eventId: number): Promise<Clash[]> {
  return clashesOfEach(db, userId, [eventId]);
}

/** The clashes of each of `eventIds` (a cart just paid), each pair said once, in one read. */
export async function clashesOfEach(db: Db, userId: number, eventIds: number[]): Promise<Clash[]> {
  const rows = await repo.listHeldRounds(db, userId, eventIds, nowIso());
  const events = new Map<number, TimedEvent>();
  for (const r of rows) {
    let e = events.get(r.event_id);
    if (!e) events.set(r.event_id, (e = { id: r.event_id, eventName: r.event_name, rounds: [] }));
    e.rounds.push({ roundDateTime: r.round_date_time });
  }
  const said = new Set<string>();
  const clashes: Clash[] = [];
  for (const id of eventIds) {
    const target = events.get(id);
    if (!target) continue;
    for (const c of findClashes(target, [...events.values()])) {
      const pair = [id, c.eventId].sort((x, y) => x - y).join('-');
      if (said.has(pair)) continue;
      said.add(pair);
      clashes.push(c);
    }
  }
  return clashes;
}

/** The rounds of one event that have a time, for its .ics. */
export function eventCalendar(event: Event, site?: string): string {
  const rounds: CalendarRound[] = event.rounds
    .filter((r) => r.roundDateTime)
    .map((r) => ({
      eventId: event.id,
      eventName: event.eventName,
      symposiumName: event.symposiumName,
      location: event.location,
      roundNumber: r.roundNumber,
      roundDetails: r.roundDetails,
      startsAt: r.roundDateTime!,
    }));
  return buildCalendar(event.eventName, rounds, site);
}

/**
 * Whose calendar /api/calendar/mine.ics is: the private link's owner when a token is given (a
 * cookie is then ignored), else the signed-in student. An unknown or revoked token is 404, the
 * same whoever asks, so a token says nothing about anyone.
 */
export async function feedOwner(db: Db, token: string | undefined, user: SessionUser | null): Promise<number> {
  if (token !== undefined) {
    const owner = token ? await repo.findLinkUser(db, hashToken(token)) : undefined;
    if (!owner || owner.role !== 'student') throw notFound(SCHEDULE_MSG.calendarLinkNotFound);
    return owner.id;
  }
  if (!user) throw unauthorized(SCHEDULE_MSG.calendarSignIn);
  if (user.role !== 'student') throw forbidden(MSG.forbidden);
  return user.id;
}

/** Every timed round of the student's live registrations (pending or verified). */
export async function myCalendar(db: Db, userId: number, site?: string): Promise<string> {
  const rows = await repo.listRegisteredRounds(db, userId);
  const rounds: CalendarRound[] = rows
    .filter((r) => r.round_date_time && r.round_number != null)
    .map((r) => ({
      eventId: r.event_id,
      eventName: r.event_name,
      symposiumName: r.symposium_name,
      location: r.location,
      roundNumber: r.round_number!,
      roundDetails: r.round_details ?? '',
      startsAt: r.round_date_time!,
    }));
  return buildCalendar('My CSMIT events', rounds, site);
}

export async function linkStatus(db: Db, actor: SessionUser): Promise<CalendarLinkStatus> {
  const link = await repo.findLinkOf(db, actor.id);
  return { active: !!link, createdAt: link?.created_at ?? null };
}

/** A new private link; the one before it (if any) stops working. The token is shown only here. */
export async function createLink(db: Db, actor: SessionUser): Promise<CalendarLinkCreated> {
  const token = crypto.randomBytes(32).toString('base64url');
  const createdAt = nowIso();
  await db.transaction().execute((trx) => repo.replaceLink(trx, actor.id, hashToken(token), createdAt));
  return { message: SCHEDULE_MSG.calendarLinkCreated, path: `/api/calendar/mine.ics?token=${token}`, createdAt };
}

export async function revokeLink(db: Db, actor: SessionUser): Promise<{ message: string }> {
  await repo.deleteLink(db, actor.id);
  return { message: SCHEDULE_MSG.calendarLinkRevoked };
}
