import { SEATS_MSG } from '@app/shared';
import { Button } from '@mantine/core';
import { IconClockHour4, IconHandStop } from '@tabler/icons-react';
import { useMyWaitlist } from '../../features/waitlist/api/get-my-waitlist';
import { useAuth } from '../../lib/auth';
import { useJoinWaitlistDialog } from './join-waitlist-dialog';

/**
 * Beside a cart item whose event is full (SPEC-2 §A): 'Join Waitlist', as the event's card offers
 * it, or the student's place once they are in line.
 */
export function CartWaitlistButton({ eventId, eventName }: { eventId: number; eventName: string }) {
  const { user } = useAuth();
  const student = user?.role === 'student' ? user : null;
  const waitlist = useMyWaitlist(student?.id);
  const join = useJoinWaitlistDialog();
  if (!student) return null;
  const entry = waitlist.data?.find((w) => w.eventId === eventId && w.status === 'waiting');
  if (entry) {
    return (
      <Button
        variant="light"
        color="gray"
        size="sm"
        disabled
        leftSection={<IconClockHour4 size={16} aria-hidden="true" />}
      >
        {SEATS_MSG.onWaitlist(entry.position)}
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      color="indigo.8"
      size="sm"
      leftSection={<IconHandStop size={16} aria-hidden="true" />}
      loading={join.isPending}
      disabled={waitlist.isLoading}
      onClick={() => join.joinFor(eventId, eventName)}
      aria-label={`${SEATS_MSG.joinWaitlist}: ${eventName}`}
    >
      {SEATS_MSG.joinWaitlist}
    </Button>
  );
}
