import type { MyTeam, Team, TeamStatus } from '@app/shared';
import type { MemberRow, TeamRow } from './repository';

/** A team is 'forming' until registered, then follows its registrations (which share a status). */
export function teamStatusOf(statuses: string[]): TeamStatus {
  if (statuses.includes('verified')) return 'verified';
  if (statuses.includes('pending')) return 'pending';
  return 'forming';
}

export function toTeam(row: TeamRow, members: MemberRow[], statuses: string[]): Team {
  const own = members.filter((m) => m.team_id === row.id);
  const leaderFirst = [
    ...own.filter((m) => m.user_id === row.leader_id),
    ...own.filter((m) => m.user_id !== row.leader_id),
  ];
  return {
    id: row.id,
    eventId: row.event_id,
    teamName: row.team_name,
    code: row.code,
    status: teamStatusOf(statuses),
    members: leaderFirst.map((m) => ({
      userId: m.user_id,
      name: m.full_name,
      email: m.email,
      college: m.college ?? '',
      isLeader: m.user_id === row.leader_id,
    })),
  };
}

export function toMyTeam(
  row: TeamRow & {
    event_name: string;
    symposium_name: string;
    min_team_size: number;
    max_team_size: number;
    registration_fees: number;
    last_date_for_registration: string;
  },
  members: MemberRow[],
  statuses: string[],
): MyTeam {
  return {
    ...toTeam(row, members, statuses),
    eventName: row.event_name,
    symposiumName: row.symposium_name,
    minTeamSize: row.min_team_size,
    maxTeamSize: row.max_team_size,
    registrationFees: row.registration_fees,
    lastDateForRegistration: row.last_date_for_registration,
  };
}
