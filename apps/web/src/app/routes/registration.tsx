import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/page-title';
import { ClashWarning } from '../../features/cart/components/clash-warning';
import { EventPayment } from '../../features/payments/components/event-payment';
import { useMyWaitlist } from '../../features/waitlist/api/get-my-waitlist';
import { useAuth } from '../../lib/auth';
import { EventSeatActions } from '../compose/event-seat-actions';
import { paths } from '../paths';

export function Component() {
  usePageMeta('Registration');
  const [params] = useSearchParams();
  const id = Number(params.get('eventId'));
  const { user } = useAuth();
  // A seat held for the student by a waitlist offer is theirs to pay for, though the event reads full.
  const waitlist = useMyWaitlist(user?.role === 'student' ? user.id : undefined);
  return (
    <Container size="lg" py="xl">
      <EventPayment
        eventId={Number.isInteger(id) && id > 0 ? id : null}
        symposium={params.get('symposium')}
        links={{ events: paths.events(params.get('symposium') ?? undefined), enrolled: paths.enrolledEvents }}
        clashWarning={(eventId) => <ClashWarning eventId={eventId} />}
        seats={{
          offered: (eventId) =>
            waitlist.isLoading ? undefined : waitlist.data?.some((w) => w.eventId === eventId && w.status === 'offered') === true,
          fullActions: (event) => <EventSeatActions event={event} />,
        }}
      />
    </Container>
  );
}
