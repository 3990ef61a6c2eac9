import type { MyPlacement, PutWinnersInput, Winner, WinnerCandidates } from '@app/shared';
import type { Db, Dialect } from '../../db/connection';
import { badRequest, notFound } from '../../lib/http-error';
import { insertAudit } from '../audit-log/repository';
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
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.lockEvent(trx, eventId, ctx.dialect === 'postgres')))
      throw notFound(MSG_EVENT_NOT_FOUND);
    const userIds = input.winners.flatMap((w) => (w.userId !== undefined ? [w.userId] : []));
    const teamIds = input.winners.flatMap((w) => (w.teamId !== undefined ? [w.teamId] : []));
    const verifiedUsers = await repo.listVerifiedUserIds(trx, eventId, userIds);
    if (userIds.some((id) => !verifiedUsers.has(id))) throw badRequest(MSG_NOT_VERIFIED_WINNER);
    const verifiedTeams = await repo.listVerifiedTeamIds(trx, eventId, teamIds);
    if (teamIds.some((id) => !verifiedTeams.has(id))) throw badRequest(MSG_NOT_VERIFIED_TEAM);
    const before = (await repo.listWinnerRows(trx, eventId)).map((r) => ({
      position: r.place,
      userId: r.user_id,
      teamId: r.team_id,
    }));
    await repo.deleteWinners(trx, eventId);
    await repo.insertWinners(trx, eventId, input.winners, actor.id);
    await insertAudit(trx, {
      actor,
      action: 'winners.replace',
      targetType: 'event',
      targetId: eventId,
      before,
      after: input.winners.map((w) => ({
        position: w.position,
        userId: w.userId ?? null,
        teamId: w.teamId ?? null,
      })),
    });
  });
  return listWinners(ctx.db, eventId, true);
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
