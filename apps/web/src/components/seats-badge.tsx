import { SEATS_MSG, type Event } from '@app/shared';
import { Badge } from '@mantine/core';

/**
 * '{n} seats left' or 'Full' for an event with a capacity (SPEC-2 §A); nothing when unlimited. The
 * event card and the cart both show it, so a full event reads the same in both places. `held`: a
 * seat is offered to this student; it counts as taken (often making the event 'Full'), yet it is
 * theirs, so no badge (the offer's end is shown next to 'Claim Your Seat' instead).
 */
export function SeatsBadge({
  event,
  held = false,
}: {
  event: Pick<Event, 'capacity' | 'seatsLeft'>;
  held?: boolean;
}) {
  if (held || event.capacity === null || event.seatsLeft === null) return null;
  const full = event.seatsLeft === 0;
  return (
    <Badge
      variant={full ? 'filled' : 'outline'}
      size="sm"
      color={full ? 'red.8' : 'teal.9'}
      data-testid="seats-badge"
    >
      {full ? SEATS_MSG.full : SEATS_MSG.seatsLeft(event.seatsLeft)}
    </Badge>
  );
}
