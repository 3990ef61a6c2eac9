import { SEATS_MSG } from '@app/shared';
import type { Db } from '../../db/connection';
import { conflict } from '../../lib/http-error';
import * as teams from '../teams/repository';
import type { SeatParty } from './service';

// Who registers when a student registers: themselves, or for a team event their whole team, which
// only its leader may register, once it has enough members (SPEC-2 §B).

export interface Party {
  seat: SeatParty;
  /** Everyone who gets a registration: the student, or every member of the team. */
  memberIds: number[];
}

export async function partyForRegistration(
  trx: Db,
  event: { id: number; team_or_individual: string; min_team_size: number },
  userId: number,
  lock: boolean,
): Promise<Party> {
  if (event.team_or_individual !== 'Team')
    return { seat: { eventId: event.id, userId, teamId: null }, memberIds: [userId] };
  const found = await teams.findTeamOfUser(trx, event.id, userId);
  if (!found) throw conflict(SEATS_MSG.teamEventNeedsTeam);
  const team = (await teams.lockTeam(trx, found.id, lock))!;
  if (team.leader_id !== userId) throw conflict(SEATS_MSG.onlyLeaderRegisters);
  const members = await teams.listMembers(trx, [team.id]);
  if (members.length < event.min_team_size)
    throw conflict(SEATS_MSG.teamTooSmall(event.min_team_size));
  return {
    seat: { eventId: event.id, userId, teamId: team.id },
    memberIds: members.map((m) => m.user_id),
  };
}
