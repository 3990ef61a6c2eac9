import {
  isStaff,
  MSG,
  type MyTeam,
  SEATS_MSG,
  type SessionUser,
  type Team,
  teamNameKey,
} from '@app/shared';
import { isUniqueViolation, type Db, type Dialect } from '../../db/connection';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { insertAudit } from '../audit-log/repository';
import { insertMail } from '../mail/repository';
import { closeIfPaysForNothing } from '../payments/service';
import { staffCancelledMail } from '../registrations/mails';
import { findEventForRegistration, findEventHeader } from '../registrations/repository';
import { assertOpenFor } from '../registrations/rules';
import { partyLeft, seatFreed, type SeatingContext, type Site } from '../seats/service';
import * as waitlist from '../waitlist/repository';
import { holdEvent } from '../winners/repository';
import { REGISTRATION_ENDED, registrationsEnded } from '../winners/service';
import { newTeamCode } from './codes';
import { toMyTeam, toTeam } from './mappers';
import * as repo from './repository';

// Teams (SPEC-2 §B): create, join by code, leave or remove, hand over, new code. Each call is one
// transaction; on PostgreSQL the team row is locked first, so size limits and leader changes hold
// when members act at the same moment.

export interface TeamsContext {
  db: Db;
  dialect: Dialect;
  site: Site;
}

export async function loadTeam(db: Db, row: repo.TeamRow): Promise<Team> {
  const [members, statuses] = await Promise.all([
    repo.listMembers(db, [row.id]),
    repo.listTeamRegistrationStatuses(db, [row.id]),
  ]);
  return toTeam(
    row,
    members,
    statuses.map((s) => s.status),
  );
}

async function eventForTeams(db: Db, eventId: number, user: SessionUser) {
  const event = await findEventForRegistration(db, eventId);
  assertOpenFor(event, user);
  if (event.team_or_individual !== 'Team') throw conflict(SEATS_MSG.notTeamEvent);
  return event;
}

/** POST /api/events/{id}/teams: the caller founds a team and leads it. */
export async function createTeam(
  ctx: TeamsContext,
  actor: SessionUser,
  eventId: number,
  input: { teamName: string },
): Promise<Team> {
  return ctx.db.transaction().execute(async (trx) => {
    const event = await eventForTeams(trx, eventId, actor);
    if (await repo.findTeamOfUser(trx, event.id, actor.id)) throw conflict(SEATS_MSG.alreadyInTeam);
    const nameKey = teamNameKey(input.teamName);
    let id: number | null = null;
    for (let attempt = 0; id === null && attempt < 5; attempt++) {
      if (await repo.teamNameExists(trx, event.id, nameKey))
        throw conflict(SEATS_MSG.teamNameTaken);
      // Nothing inserted means the name was taken meanwhile (seen above next turn) or, once in a
      // trillion, the random code was: then another code is drawn.
      id = await repo.insertTeam(trx, {
        eventId: event.id,
        teamName: input.teamName,
        nameKey,
        code: newTeamCode(),
        leaderId: actor.id,
      });
    }
    if (id === null) throw conflict(SEATS_MSG.teamNameTaken);
    try {
      await repo.insertMember(trx, { teamId: id, userId: actor.id, eventId: event.id });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(SEATS_MSG.alreadyInTeam);
      throw err;
    }
    return loadTeam(trx, (await repo.findTeam(trx, id))!);
  });
}

/**
 * POST /api/teams/join: the joiner meets the event's rules like any registrant. A registered
 * team's new member gets a registration like the others' (the team's seat and payment cover it).
 */
export async function joinTeam(ctx: TeamsContext, actor: SessionUser, code: string): Promise<Team> {
  return ctx.db.transaction().execute(async (trx) => {
    const found = await repo.findTeamByCode(trx, code);
    if (!found) throw notFound(SEATS_MSG.unknownTeamCode);
    const team = (await repo.lockTeam(trx, found.id, ctx.dialect === 'postgres'))!;
    const event = await eventForTeams(trx, team.event_id, actor);
    if (await repo.findTeamOfUser(trx, event.id, actor.id)) throw conflict(SEATS_MSG.alreadyInTeam);
    if ((await repo.countMembers(trx, team.id)) >= event.max_team_size)
      throw conflict(SEATS_MSG.teamFull);
    try {
      await repo.insertMember(trx, { teamId: team.id, userId: actor.id, eventId: event.id });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(SEATS_MSG.alreadyInTeam);
      throw err;
    }
    const live = await repo.listLiveTeamRegistrations(trx, team.id);
    if (live.length > 0) {
      const like = live[0]!;
      try {
        await repo.insertMemberRegistration(trx, {
          userId: actor.id,
          eventId: event.id,
          teamId: team.id,
          status: like.status as 'pending' | 'verified',
          paymentId: like.payment_id,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MSG.alreadyRegistered);
        throw err;
      }
    }
    return loadTeam(trx, team);
  });
}

async function lockedTeam(ctx: TeamsContext, trx: Db, teamId: number) {
  const team = await repo.lockTeam(trx, teamId, ctx.dialect === 'postgres');
  if (!team) throw notFound(SEATS_MSG.teamNotFound);
  return team;
}

/**
 * DELETE /api/teams/{id}/members/{userId}: the leader removes a member, a member leaves, or staff
 * remove anyone. Once registered, only staff may (the member's registration goes too).
 */
export async function removeMember(
  ctx: TeamsContext,
  actor: SessionUser,
  teamId: number,
  userId: number,
): Promise<{ message: string }> {
  return ctx.db.transaction().execute(async (trx) => {
    const team = await lockedTeam(ctx, trx, teamId);
    const staff = isStaff(actor);
    if (!staff && actor.id !== userId && actor.id !== team.leader_id)
      throw forbidden(SEATS_MSG.onlyLeader);
    const members = await repo.listMembers(trx, [team.id]);
    if (!members.some((m) => m.user_id === userId)) throw notFound(SEATS_MSG.notTeamMember);
    const live = await repo.listLiveTeamRegistrations(trx, team.id);
    if (live.length > 0 && !staff) throw conflict(SEATS_MSG.teamRegistered);

    const seating = { lock: ctx.dialect === 'postgres', site: ctx.site };
    await takeOut(trx, seating, actor, { team, members, live }, userId, REGISTRATION_ENDED.removed);
    if (staff && actor.id !== userId) {
      await insertAudit(trx, {
        actor,
        action: 'team.member.remove',
        targetType: 'team',
        targetId: team.id,
        before: { teamName: team.team_name, userId, registered: live.length > 0 },
      });
    }
    return { message: actor.id === userId ? SEATS_MSG.teamLeft : SEATS_MSG.memberRemoved };
  });
}

/**
 * Staff cancel one member's live registration of a registered team (DELETE
 * /api/registrations/{id}): the member leaves the team as a staff removal takes them out, so the
 * team, its lists and its place among the winners no longer name someone who is not registered.
 * In the caller's transaction, which holds the team's row (PostgreSQL) and writes the audit row.
 */
export async function cancelMemberOfTeam(
  trx: Db,
  seating: SeatingContext,
  actor: SessionUser,
  teamId: number,
  userId: number,
): Promise<void> {
  const team = (await repo.findTeam(trx, teamId))!;
  const members = await repo.listMembers(trx, [team.id]);
  const live = await repo.listLiveTeamRegistrations(trx, team.id);
  await takeOut(trx, seating, actor, { team, members, live }, userId, REGISTRATION_ENDED.cancelled);
}

type LiveRow = Awaited<ReturnType<typeof repo.listLiveTeamRegistrations>>[number];

/**
 * Takes a member out of a team whose row the caller holds, with their registration if any. A
 * leader who leaves hands over to the earliest member; the last one out deletes the team, giving
 * up any seat or offer it held. A member staff took out is mailed (they did not ask to go).
 */
async function takeOut(
  trx: Db,
  seating: SeatingContext,
  actor: SessionUser,
  { team, members, live }: { team: repo.TeamRow; members: repo.MemberRow[]; live: LiveRow[] },
  userId: number,
  reason: string,
): Promise<void> {
  // The event's row before the registration's (docs/architecture.md, 'Row locks').
  await holdEvent(trx, team.event_id, seating.lock);
  await repo.deleteMemberRegistration(trx, team.id, userId);
  await repo.deleteMember(trx, team.id, userId);
  // The last registration of the team's pending payment gone: the payment is closed.
  const held = live.find((r) => r.user_id === userId);
  if (held?.payment_id) await closeIfPaysForNothing(trx, actor, held.payment_id, seating.lock);
  // Before the team may go below: a team left with no verified registration loses its place.
  await registrationsEnded(
    trx,
    actor,
    [{ event_id: team.event_id, user_id: userId, team_id: team.id }],
    reason,
    seating.lock,
  );
  const rest = members.filter((m) => m.user_id !== userId);
  const party = { eventId: team.event_id, userId, teamId: team.id };
  if (rest.length === 0) {
    const entry = await waitlist.findLiveEntry(trx, team.event_id, { teamId: team.id });
    if (entry) await waitlist.moveEntry(trx, entry.id, ['waiting', 'offered'], 'left');
    if (entry?.status === 'offered') await seatFreed(trx, team.event_id, seating.site);
    if (live.length > 0) await partyLeft(trx, party, seating.site);
    await repo.deleteTeam(trx, team.id);
  } else {
    if (live.some((r) => r.user_id === userId)) await partyLeft(trx, party, seating.site);
    if (team.leader_id === userId) {
      await repo.setLeader(trx, team.id, rest[0]!.user_id);
      await waitlist.setEntryUserOfTeam(trx, team.id, rest[0]!.user_id);
    }
  }
  const member = members.find((m) => m.user_id === userId);
  if (isStaff(actor) && actor.id !== userId && held && member) {
    // The member did not ask to go and loses a registration: told as for a staff cancel.
    const event = (await findEventHeader(trx, team.event_id))!;
    await insertMail(
      trx,
      staffCancelledMail({
        to: member.email,
        name: member.full_name,
        eventName: event.event_name,
        symposiumName: event.symposium_name,
        paid: held.payment_id !== null,
        coordinatorName: event.coordinator_name,
        coordinatorContactNo: event.coordinator_contact_no,
        teamName: team.team_name,
      }),
    );
  }
}

/** POST /api/teams/{id}/leader: the leader (or staff) hands the team to another member. */
export async function handOver(
  ctx: TeamsContext,
  actor: SessionUser,
  teamId: number,
  userId: number,
): Promise<Team> {
  return ctx.db.transaction().execute(async (trx) => {
    const team = await lockedTeam(ctx, trx, teamId);
    if (actor.id !== team.leader_id && !isStaff(actor)) throw forbidden(SEATS_MSG.onlyLeader);
    const members = await repo.listMembers(trx, [team.id]);
    if (!members.some((m) => m.user_id === userId)) throw notFound(SEATS_MSG.notTeamMember);
    await repo.setLeader(trx, team.id, userId);
    await waitlist.setEntryUserOfTeam(trx, team.id, userId);
    if (isStaff(actor) && actor.id !== team.leader_id) {
      await insertAudit(trx, {
        actor,
        action: 'team.leader',
        targetType: 'team',
        targetId: team.id,
        before: { leaderId: team.leader_id },
        after: { leaderId: userId },
      });
    }
    return loadTeam(trx, (await repo.findTeam(trx, team.id))!);
  });
}

/** POST /api/teams/{id}/code: a new join code; the old one stops working at once. */
export async function regenerateCode(
  ctx: TeamsContext,
  actor: SessionUser,
  teamId: number,
): Promise<Team> {
  return ctx.db.transaction().execute(async (trx) => {
    const team = await lockedTeam(ctx, trx, teamId);
    if (actor.id !== team.leader_id) throw forbidden(SEATS_MSG.onlyLeader);
    await repo.setCode(trx, team.id, newTeamCode());
    return loadTeam(trx, (await repo.findTeam(trx, team.id))!);
  });
}

/** GET /api/teams/mine. */
export async function myTeams(db: Db, actor: SessionUser): Promise<MyTeam[]> {
  const rows = await repo.listTeamsOfUser(db, actor.id);
  const ids = rows.map((r) => r.id);
  const [members, statuses] = await Promise.all([
    repo.listMembers(db, ids),
    repo.listTeamRegistrationStatuses(db, ids),
  ]);
  return rows.map((r) =>
    toMyTeam(
      r,
      members,
      statuses.filter((s) => s.team_id === r.id).map((s) => s.status),
    ),
  );
}
