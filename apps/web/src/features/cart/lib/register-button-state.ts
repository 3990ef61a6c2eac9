import { isRegistrationOpen, SEATS_MSG } from '@app/shared';

// The event card's register button (SPEC §4, extended by SPEC-2 §A and §B): the first matching
// state wins, in this order. 'On Waitlist (#N)' is the place in the line of a full event: when a
// seat is free and held for nobody (the card says '{n} seats left'), anyone may take it, someone
// waiting too (the server then takes them out of the line, seated), so the card offers the usual
// Register for Free or Add to Cart; joining the line is for a full event only ('Seats are still
// available: register instead.').

export type RegisterButtonState =
  | 'registered'
  | 'closed'
  | 'claim'
  | 'waitlisted'
  | 'join'
  | 'team'
  | 'member'
  | 'free'
  | 'remove'
  | 'add';

export interface SeatInput {
  /** A seat is offered to this student (or their team) right now. */
  offer: boolean;
  /** Their place in the line, or null when not waiting. */
  waitlistPosition: number | null;
  /** A team event and the student has no team yet. */
  needsTeam: boolean;
  /** A team event and the student is in a team someone else leads. */
  teamMember: boolean;
}

export interface RegisterButtonInput extends Partial<SeatInput> {
  isRegistered: boolean;
  /** ISO time of lastDateForRegistration. */
  lastDateForRegistration: string;
  registrationFees: number;
  inCart: boolean;
  /** No seat left (seatsLeft 0). */
  full?: boolean;
  now?: Date;
}

export const REGISTER_BUTTON_LABELS: Record<Exclude<RegisterButtonState, 'waitlisted'>, string> = {
  registered: 'Registered',
  closed: 'Registration Closed',
  claim: SEATS_MSG.claimYourSeat,
  join: SEATS_MSG.joinWaitlist,
  team: SEATS_MSG.createOrJoinTeam,
  member: 'Your team leader registers',
  free: 'Register for Free',
  remove: 'Remove from Cart',
  add: 'Add to Cart',
};

export function registerButtonLabel(state: RegisterButtonState, waitlistPosition: number | null = null): string {
  return state === 'waitlisted' ? SEATS_MSG.onWaitlist(waitlistPosition ?? 0) : REGISTER_BUTTON_LABELS[state];
}

export function registerButtonState({
  isRegistered,
  lastDateForRegistration,
  registrationFees,
  inCart,
  full = false,
  offer = false,
  waitlistPosition = null,
  needsTeam = false,
  teamMember = false,
  now = new Date(),
}: RegisterButtonInput): RegisterButtonState {
  if (isRegistered) return 'registered';
  if (!isRegistrationOpen({ lastDateForRegistration }, now.getTime())) return 'closed';
  if (offer) return 'claim';
  if (full) return waitlistPosition !== null ? 'waitlisted' : 'join';
  if (needsTeam) return 'team';
  if (teamMember) return 'member';
  if (registrationFees === 0) return 'free';
  if (inCart) return 'remove';
  return 'add';
}

/** States in which the button does nothing. */
export function isInert(state: RegisterButtonState): boolean {
  return state === 'registered' || state === 'closed' || state === 'waitlisted' || state === 'member';
}
