import { useParams, useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/page-title';
import { useAuth } from '../../lib/auth';
import { Stack } from '@mantine/core';
import { EventRegistrations } from '../../features/registrations/components/event-registrations';
import { EventWaitlist } from '../../features/waitlist/components/event-waitlist';
import { paths } from '../paths';

export function Component() {
  usePageMeta('Event Registrations');
  const { user } = useAuth();
  const { eventId } = useParams();
  const [params] = useSearchParams();
  const id = Number(eventId);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Stack gap="xl">
      <EventRegistrations
        eventId={valid ? id : null}
        symposium={params.get('symposium')}
        backPath={user?.role === 'organizer' ? paths.organizer.viewRegistrations : paths.admin.viewRegistrations}
      />
      {valid && <EventWaitlist eventId={id} />}
    </Stack>
  );
}
