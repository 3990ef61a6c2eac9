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
  if (event.seatsLeft === 0) return <FullBadge data-testid="seats-badge" />;
  return (
    <Badge variant="outline" size="sm" color="teal.9" data-testid="seats-badge">
      {SEATS_MSG.seatsLeft(event.seatsLeft)}
    </Badge>
  );
}

/** 'Full', as the event card, the cart and the cart's payment view show it. */
export function FullBadge(props: { 'data-testid'?: string }) {
  return (
    <Badge variant="filled" size="sm" color="red.8" {...props}>
      {SEATS_MSG.full}
    </Badge>
  );
}
