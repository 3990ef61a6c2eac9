import { Container } from '@mantine/core';
import { usePageMeta } from '../../components/page-title';
import { EnrolledEvents } from '../../features/registrations/components/enrolled-events';
import { MySeats } from '../compose/my-seats';
import { paths } from '../paths';

export function Component() {
  usePageMeta('My Enrolled Events');
  return (
    <Container size="lg" py="xl">
      <EnrolledEvents
        beforeList={<MySeats />}
        eventsPath={(symposium) => paths.events(symposium || undefined)}
      />
    </Container>
  );
}
