// Under 'registrations', so that any registration change (which may claim an offer) refreshes
// the places too; seat counts live in the event lists ('events').
export const waitlistKeys = {
  all: ['registrations', 'waitlist'] as const,
  mine: (userId: number) => [...waitlistKeys.all, 'mine', userId] as const,
  event: (eventId: number) => [...waitlistKeys.all, 'event', eventId] as const,
};

/** What a waitlist change makes stale: the places, the card buttons, the seat counts. */
export const WAITLIST_ROOTS = [['registrations'], ['events']] as const;
