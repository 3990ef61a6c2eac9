import { Container } from '@mantine/core';
import { usePageMeta } from '../../components/page-title';
import { CalendarFeed } from '../../features/calendar/components/calendar-feed';
import { EntryPasses } from '../../features/passes/components/entry-passes';
import { EnrolledEvents } from '../../features/registrations/components/enrolled-events';
import { useMyPlacements } from '../../features/winners/api/get-my-placements';
import { WinnerBadge } from '../../features/winners/components/winner-badge';
import { useAuth } from '../../lib/auth';
import { MySeats } from '../compose/my-seats';
import { paths } from '../paths';

export function Component() {
  usePageMeta('My Enrolled Events');
  const { user } = useAuth();
  const placements = useMyPlacements(user?.role === 'student');
  return (
    <Container size="lg" py="xl">
      <EnrolledEvents
        beforeList={
          <>
            {user?.role === 'student' && <CalendarFeed />}
            <MySeats />
          </>
        }
        eventsPath={(symposium) => paths.events(symposium || undefined)}
        top={<EntryPasses enabled={user?.role === 'student'} />}
        renderBadges={(eventId) => {
          const won = placements.data?.find((p) => p.eventId === eventId);
          return won ? <WinnerBadge position={won.position} /> : null;
        }}
      />
    </Container>
  );
}
