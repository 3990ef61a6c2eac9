import type { Event } from '@app/shared';
import { EmptyState } from '../../../components/page-state';

/**
 * The event's list is empty. Only free and verified registrations are listed, so for a paid event
 * 'nobody has registered' could be false: payments awaiting verification (which hold seats) are on
 * Registration Status. A free event's registrations are verified at once, so there it is true.
 */
export function NoVerifiedRegistrations({ event }: { event: Pick<Event, 'registrationFees'> }) {
  if (event.registrationFees === 0) {
    return <EmptyState title="No registrations yet">Nobody has registered for this event yet.</EmptyState>;
  }
  return (
    <EmptyState title="No verified registrations yet">
      Registrations are listed here once their payment is verified; payments awaiting verification
      are on Registration Status.
    </EmptyState>
  );
}
