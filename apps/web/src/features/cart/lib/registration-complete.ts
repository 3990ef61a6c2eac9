/** The browser event the cart fires once everything in it is registered (SPEC §4). */
export const REGISTRATION_COMPLETE = 'registration-complete';

export function announceRegistrationComplete() {
  window.dispatchEvent(new Event(REGISTRATION_COMPLETE));
}
