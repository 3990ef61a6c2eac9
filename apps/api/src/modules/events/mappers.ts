import type { Account, Event, Round, SymposiumName } from '@app/shared';
import { hashedImageName } from '../files/hashed-images';
import { seatsLeft } from '../seats/repository';
import type { EventListRow } from './repository';

interface RoundRow {
  round_number: number;
  round_details: string;
  round_date_time: string | null;
}

/** The public URL of a poster file: its id and the start of its hash, so a new poster gets a new URL. */
export function posterUrl(fileId: number | null, sha256: string | null): string | null {
  return fileId != null && sha256 ? `/api/posters/${hashedImageName(fileId, sha256)}` : null;
}

export function toRound(row: RoundRow): Round {
  return { roundNumber: row.round_number, roundDetails: row.round_details, roundDateTime: row.round_date_time };
}

export function toEvent(row: EventListRow, rounds: RoundRow[], accounts?: Account[]): Event {
  const openToNonMit = row.open_to_non_mit === 1;
  return {
    id: row.id,
    eventName: row.event_name,
    eventCategory: row.event_category,
    eventDescription: row.event_description,
    numberOfRounds: row.number_of_rounds,
    teamOrIndividual: row.team_or_individual,
    location: row.location,
    registrationFees: row.registration_fees,
    coordinatorName: row.coordinator_name,
    coordinatorContactNo: row.coordinator_contact_no,
    coordinatorMail: row.coordinator_mail,
    lastDateForRegistration: row.last_date_for_registration,
    isOpenForNonMIT: openToNonMit,
    open_to_non_mit: openToNonMit,
    symposiumName: row.symposium_name as SymposiumName,
    posterUrl: posterUrl(row.poster_file_id, row.poster_sha256),
    posterSmallUrl: posterUrl(row.poster_small_file_id, row.poster_small_sha256) ?? posterUrl(row.poster_file_id, row.poster_sha256),
    registrationLink: row.registration_link,
    rounds: rounds.map(toRound),
    capacity: row.capacity,
    seatsLeft: seatsLeft(row),
    waitlistOfferHours: row.waitlist_offer_hours,
    minTeamSize: row.min_team_size,
    maxTeamSize: row.max_team_size,
    ...(accounts ? { assignedAccounts: accounts } : {}),
  };
}
