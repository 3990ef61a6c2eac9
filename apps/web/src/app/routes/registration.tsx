import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/page-title';
import { ClashWarning } from '../../features/cart/components/clash-warning';
import { EventPayment } from '../../features/payments/components/event-payment';
import { paths } from '../paths';

export function Component() {
  usePageMeta('Registration');
  const [params] = useSearchParams();
  const id = Number(params.get('eventId'));
  return (
    <Container size="lg" py="xl">
      <EventPayment
        eventId={Number.isInteger(id) && id > 0 ? id : null}
        symposium={params.get('symposium')}
        links={{ events: paths.events(params.get('symposium') ?? undefined), enrolled: paths.enrolledEvents }}
        clashWarning={(eventId) => <ClashWarning eventId={eventId} />}
      />
    </Container>
  );
}
