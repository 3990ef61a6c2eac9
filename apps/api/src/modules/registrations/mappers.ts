import {
  ROUND_STATUS,
  type EventRegistrationRow,
  type UserRegistration,
  type UserRegistrationLookup,
  type UserRound,
} from '@app/shared';
import { toEvent } from '../events/mappers';
import type { listRegistrationsByEmail, listRoundResultsOfRegistrations, listRoundsOfEvents, RegistrationWithEventRow } from './repository';

type RoundRow = Awaited<ReturnType<typeof listRoundsOfEvents>>[number];
type ResultRow = Awaited<ReturnType<typeof listRoundResultsOfRegistrations>>[number];
type LookupRow = Awaited<ReturnType<typeof listRegistrationsByEmail>>[number];

/**
 * One enrolled event: the event with its rounds, and the student's result per round as
 * round1..roundN and as a `rounds` list. A round without a stored result is -1 (undecided).
 */
export function toUserRegistration(row: RegistrationWithEventRow, rounds: RoundRow[], results: ResultRow[]): UserRegistration {
  const resultOf = new Map(results.map((r) => [r.round_number, r.status]));
  const userRounds: UserRound[] = rounds.map((r) => ({
    roundNumber: r.round_number,
    roundDetails: r.round_details,
    roundDateTime: r.round_date_time,
    status: resultOf.get(r.round_number) ?? ROUND_STATUS.undecided,
  }));
  const registration: UserRegistration = {
    id: row.registration_id,
    status: row.status,
    event: toEvent(row, rounds),
    rounds: userRounds,
    team:
      row.team_name === null ? null : { teamName: row.team_name, isLeader: row.leader_id === row.user_id },
  };
  for (const r of userRounds) registration[`round${r.roundNumber}`] = r.status;
  return registration;
}

export function toEventRegistrationRow(row: {
  registration_id: number;
  user_id: number;
  full_name: string;
  email: string;
  college: string | null;
  team_name: string | null;
  leader_id: number | null;
}): EventRegistrationRow {
  return {
    registrationId: row.registration_id,
    userName: row.full_name,
    email: row.email,
    college: row.college ?? '',
    teamName: row.team_name,
    isTeamLeader: row.leader_id !== null && row.leader_id === row.user_id,
  };
}

/** Members together under their team (teams by name, leader first), then those on their own, by name. */
export function groupByTeam(rows: EventRegistrationRow[]): EventRegistrationRow[] {
  const key = (r: EventRegistrationRow) => [r.teamName === null ? 1 : 0, (r.teamName ?? '').toLowerCase(), r.isTeamLeader ? 0 : 1] as const;
  return [...rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return x[0] - y[0] || x[1].localeCompare(y[1]) || x[2] - y[2];
  });
}

export function toLookup(row: LookupRow): UserRegistrationLookup[number] {
  return {
    id: row.id,
    eventId: row.event_id,
    eventName: row.event_name,
    symposiumName: row.symposium_name,
    registrationFees: row.registration_fees,
    status: row.status,
    paymentId: row.payment_id,
    createdAt: row.created_at,
  };
}
