import { usePageMeta } from '../../components/page-title';
import { useAuth } from '../../lib/auth';
import { ViewEventRegistrations } from '../../features/registrations/components/view-event-registrations';
import { paths } from '../paths';

/** SPEC §2: the organizer path for organizers, the admin path for everyone else. */
export function Component() {
  usePageMeta('View Event Registrations');
  const { user } = useAuth();
  const target = user?.role === 'organizer' ? paths.organizer.eventRegistrations : paths.admin.eventRegistrations;
  return <ViewEventRegistrations registrationsPath={target} />;
}
