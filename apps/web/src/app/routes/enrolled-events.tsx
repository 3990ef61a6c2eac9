import { Container } from '@mantine/core';
import { usePageMeta } from '../../components/page-title';
import { EntryPasses } from '../../features/passes/components/entry-passes';
import { EnrolledEvents } from '../../features/registrations/components/enrolled-events';
import { useAuth } from '../../lib/auth';
import { paths } from '../paths';

export function Component() {
  usePageMeta('My Enrolled Events');
  const { user } = useAuth();
  return (
    <Container size="lg" py="xl">
      <EnrolledEvents
        eventsPath={(symposium) => paths.events(symposium || undefined)}
        top={<EntryPasses enabled={user?.role === 'student'} />}
      />
    </Container>
  );
}
