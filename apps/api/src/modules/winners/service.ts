import type { MyPlacement, PutWinnersInput, Winner, WinnerCandidates } from '@app/shared';
import type { Db, Dialect } from '../../db/connection';
import { groupBy } from '../../lib/group-by';
import { badRequest, notFound } from '../../lib/http-error';
import { insertAudit } from '../audit-log/repository';
import { revokeCertificatesOfRegistrants } from '../certificates/service';
import * as repo from './repository';

type Actor = { id: number; email: string };

export const MSG_EVENT_NOT_FOUND = 'Event not found.';
export const MSG_NOT_VERIFIED_WINNER = 'Winners must be verified registrants of this event.';
export const MSG_NOT_VERIFIED_TEAM = 'Winning teams must be registered for this event.';
export const MSG_DUPLICATE_WINNER = 'A winner is listed twice.';

/** The event's winners, best place first; `staff` adds the user and team ids for the editor. */
export async function listWinners(db: Db, eventId: number, staff: boolean): Promise<Winner[]> {
  if (!(await repo.findEvent(db, eventId))) throw notFound(MSG_EVENT_NOT_FOUND);
  const rows = await repo.listWinnerRows(db, eventId);
  const teamIds = rows.flatMap((r) => (r.team_id === null ? [] : [r.team_id]));
  const members = new Map<number, string[]>();
  for (const m of await repo.listTeamMemberNames(db, teamIds)) {
    members.set(m.team_id, [...(members.get(m.team_id) ?? []), m.full_name]);
  }
  return rows.map((r) => ({
    position: r.place,
    name:
      r.team_id !== null
        ? (members.get(r.team_id) ?? []).join(', ') || (r.team_name ?? '')
        : (r.full_name ?? ''),
    college: (r.team_id !== null ? r.leader_college : r.college) ?? null,
    teamName: r.team_name ?? null,
    ...(staff ? (r.user_id !== null ? { userId: r.user_id } : { teamId: r.team_id! }) : {}),
  }));
}

/** Replaces the event's winners in one transaction; every winner must be a verified registrant. */
export async function replaceWinners(
  ctx: { db: Db; dialect: Dialect },
  actor: Actor,
  eventId: number,
  input: PutWinnersInput,
): Promise<Winner[]> {
  const keys = input.winners.map((w) => (w.userId !== undefined ? `u${w.userId}` : `t${w.teamId}`));
  if (new Set(keys).size !== keys.length) throw badRequest(MSG_DUPLICATE_WINNER);
  const userIds = input.winners.flatMap((w) => (w.userId !== undefined ? [w.userId] : []));
  const teamIds = input.winners.flatMap((w) => (w.teamId !== undefined ? [w.teamId] : []));
  const lock = ctx.dialect === 'postgres';
  await ctx.db.transaction().execute(async (trx) => {
    // Teams before the event's row (docs/architecture.md, 'Row locks').
    await repo.holdTeams(trx, teamIds, lock);
    if (!(await repo.lockEvent(trx, eventId, lock))) throw notFound(MSG_EVENT_NOT_FOUND);
    const verifiedUsers = await repo.listVerifiedUserIds(trx, eventId, userIds);
    if (userIds.some((id) => !verifiedUsers.has(id))) throw badRequest(MSG_NOT_VERIFIED_WINNER);
    const verifiedTeams = await repo.listVerifiedTeamIds(trx, eventId, teamIds);
    if (teamIds.some((id) => !verifiedTeams.has(id))) throw badRequest(MSG_NOT_VERIFIED_TEAM);
    const before = placesOf(await repo.listWinnerRows(trx, eventId));
    await repo.deleteWinners(trx, eventId);
    await repo.insertWinners(trx, eventId, input.winners, actor.id);
    const after = input.winners.map((w) => ({
      position: w.position,
      userId: w.userId ?? null,
      teamId: w.teamId ?? null,
    }));
    await auditWinners(trx, actor, eventId, before, after);
  });
  return listWinners(ctx.db, eventId, true);
}

type Place = { position: number; userId: number | null; teamId: number | null };

const placesOf = (
  rows: { place: number; user_id: number | null; team_id: number | null }[],
): Place[] => rows.map((r) => ({ position: r.place, userId: r.user_id, teamId: r.team_id }));

/** The audit row of a change to the event's winners: the whole list before and after. */
async function auditWinners(
  trx: Db,
  actor: Actor,
  eventId: number,
  before: Place[],
  after: Place[],
) {
  await insertAudit(trx, {
    actor,
    action: 'winners.replace',
    targetType: 'event',
    targetId: eventId,
    before,
    after,
  });
}

/** Why a registration ended, as the certificates' audit rows give it. */
export const REGISTRATION_ENDED = {
  cancelled: 'No longer a verified registrant: registration cancelled.',
  rejected: 'No longer a verified registrant: payment rejected.',
  removed: 'No longer a verified registrant: removed from the team.',
} as const;

/** A registration that stopped being verified: its holder, event and team (if any). */
export interface EndedRegistration {
  event_id: number;
  user_id: number;
  team_id: number | null;
}

/**
 * Registrations stopped being verified (cancelled, rejected, taken from a team), in the caller's
 * transaction, after the change: winners and certificates are for verified registrants only
 * (SPEC-2 §D). A holder no longer verified loses their own place at the event and their valid
 * certificates for it; a team left with no verified registration loses its place, and its members
 * their certificates. The other places stay as they are (no renumbering). Audited like staff
 * changes to winners and revocations. With `lock` (PostgreSQL) each event's row is held first, as
 * replaceWinners holds it: a replacement at the same moment is either seen here or sees the change.
 */
export async function registrationsEnded(
  trx: Db,
  actor: Actor,
  ended: EndedRegistration[],
  reason: string,
  lock: boolean,
): Promise<void> {
  // Events in id order, so two changes spanning the same events lock them in the same order.
  const byEvent = [...groupBy(ended, (r) => r.event_id)].sort(([a], [b]) => a - b);
  for (const [eventId, rows] of byEvent) {
    await repo.lockEvent(trx, eventId, lock);
    const userIds = [...new Set(rows.map((r) => r.user_id))];
    const teamIds = [...new Set(rows.flatMap((r) => (r.team_id === null ? [] : [r.team_id])))];
    const stillUsers = await repo.listVerifiedUserIds(trx, eventId, userIds);
    const stillTeams = await repo.listVerifiedTeamIds(trx, eventId, teamIds);
    const users = userIds.filter((id) => !stillUsers.has(id));
    const teams = teamIds.filter((id) => !stillTeams.has(id));
    if (users.length === 0 && teams.length === 0) continue;
    const places = await repo.listWinnerRows(trx, eventId);
    const lost = places.filter(
      (w) =>
        (w.user_id !== null && users.includes(w.user_id)) ||
        (w.team_id !== null && teams.includes(w.team_id)),
    );
    if (lost.length > 0) {
      await repo.deleteWinnerRows(
        trx,
        lost.map((w) => w.id),
      );
      const after = places.filter((w) => !lost.includes(w));
      await auditWinners(trx, actor, eventId, placesOf(places), placesOf(after));
    }
    const members = await repo.listMemberIdsOfTeams(trx, teams);
    await revokeCertificatesOfRegistrants(
      trx,
      actor,
      eventId,
      [...new Set([...users, ...members])],
      reason,
    );
  }
}

/** The people and teams staff may place: verified registrants, and the teams they form. */
export async function listCandidates(db: Db, eventId: number): Promise<WinnerCandidates> {
  if (!(await repo.findEvent(db, eventId))) throw notFound(MSG_EVENT_NOT_FOUND);
  const rows = await repo.listVerifiedRegistrants(db, eventId);
  const teams = new Map<number, { teamId: number; teamName: string; members: string[] }>();
  for (const r of rows) {
    if (r.team_id === null) continue;
    const t = teams.get(r.team_id) ?? {
      teamId: r.team_id,
      teamName: r.team_name ?? '',
      members: [],
    };
    t.members.push(r.full_name);
    teams.set(r.team_id, t);
  }
  return {
    people: rows.map((r) => ({ userId: r.user_id, name: r.full_name, email: r.email })),
    teams: [...teams.values()].sort((a, b) => a.teamName.localeCompare(b.teamName)),
  };
}

export async function listMyPlacements(db: Db, userId: number): Promise<MyPlacement[]> {
  const rows = await repo.listPlacementsOfUser(db, userId);
  return rows.map((r) => ({ eventId: r.event_id, position: Number(r.place) }));
}
