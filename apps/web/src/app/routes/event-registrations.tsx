import { useParams, useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/page-title';
import { useAuth } from '../../lib/auth';
import { EventRegistrations } from '../../features/registrations/components/event-registrations';
import { paths } from '../paths';

export function Component() {
  usePageMeta('Event Registrations');
  const { user } = useAuth();
  const { eventId } = useParams();
  const [params] = useSearchParams();
  const id = Number(eventId);
  return (
    <EventRegistrations
      eventId={Number.isInteger(id) && id > 0 ? id : null}
      symposium={params.get('symposium')}
      backPath={user?.role === 'organizer' ? paths.organizer.viewRegistrations : paths.admin.viewRegistrations}
    />
  );
}
