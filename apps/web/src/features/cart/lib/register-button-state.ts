import { isRegistrationOpen } from '@app/shared';

// The event card's register button (SPEC §4): the first matching state wins, in this order.

export type RegisterButtonState = 'registered' | 'closed' | 'free' | 'remove' | 'add';

export interface RegisterButtonInput {
  isRegistered: boolean;
  /** ISO time of lastDateForRegistration. */
  lastDateForRegistration: string;
  registrationFees: number;
  inCart: boolean;
  now?: Date;
}

export const REGISTER_BUTTON_LABELS: Record<RegisterButtonState, string> = {
  registered: 'Registered',
  closed: 'Registration Closed',
  free: 'Register for Free',
  remove: 'Remove from Cart',
  add: 'Add to Cart',
};

export function registerButtonState({
  isRegistered,
  lastDateForRegistration,
  registrationFees,
  inCart,
  now = new Date(),
}: RegisterButtonInput): RegisterButtonState {
  if (isRegistered) return 'registered';
  if (!isRegistrationOpen({ lastDateForRegistration }, now.getTime())) return 'closed';
  if (registrationFees === 0) return 'free';
  if (inCart) return 'remove';
  return 'add';
}

/** States in which the button does nothing. */
export function isInert(state: RegisterButtonState): boolean {
  return state === 'registered' || state === 'closed';
}
