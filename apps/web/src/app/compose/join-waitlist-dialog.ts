import { SEATS_MSG } from '@app/shared';
import { showResultDialog } from '../../features/cart/lib/result-dialog';
import { useJoinWaitlist } from '../../features/waitlist/api/join-waitlist';
import { errorMessage } from '../../lib/api-client';

/**
 * Joining a full event's waitlist (SPEC-2 §A) from the event card, the cart or the Registration
 * Page: the place in line, or the server's reason, in a dialog.
 */
export function useJoinWaitlistDialog() {
  const join = useJoinWaitlist();
  const joinFor = (eventId: number, eventName: string) =>
    join.mutate(eventId, {
      onSuccess: ({ position }) =>
        showResultDialog(
          'On the waitlist',
          `You are #${position} on the waitlist for ${eventName}. If a seat frees up you will get a mail, and the seat is held for you for a while.`,
          'success',
        ),
      onError: (err) =>
        showResultDialog(SEATS_MSG.joinWaitlist, errorMessage(err, SEATS_MSG.eventFull), 'error'),
    });
  return { joinFor, isPending: join.isPending };
}
