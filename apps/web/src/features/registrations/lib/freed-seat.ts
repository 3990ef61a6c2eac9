import { waitlistOffersEnd, type Event } from '@app/shared';

/**
 * Whether cancelling a registration now gives its seat to someone on the waitlist (SPEC-2 §A), as
 * far as the event's data tells: only an event with a seat limit has a waitlist; while seats are
 * left nobody is waiting (a free seat is offered to the first in line at once); and no offer is
 * made after the registration deadline or once the first round has begun (the server's rule).
 */
export function freedSeatGoesToWaitlist(
  event: Pick<Event, 'capacity' | 'seatsLeft' | 'lastDateForRegistration' | 'rounds'>,
  now: number = Date.now(),
): boolean {
  if (event.capacity === null || event.seatsLeft !== 0) return false;
  return (
    waitlistOffersEnd(
      event.lastDateForRegistration,
      event.rounds.map((r) => r.roundDateTime),
    ) > now
  );
}
