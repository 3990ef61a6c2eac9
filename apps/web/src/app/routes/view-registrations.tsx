import { PageLoader } from '../../components/page-state';
import { usePageMeta } from '../../components/page-title';
import { useMyEventFilter } from '../../features/coordinators/api/get-my-events';
import { ViewEventRegistrations } from '../../features/registrations/components/view-event-registrations';
import { useAuth } from '../../lib/auth';
import { paths } from '../paths';

/** SPEC §2: the organizer path for organizers, the admin path for everyone else; a coordinator's events only. */
export function Component() {
  usePageMeta('View Event Registrations');
  const { user } = useAuth();
  const mine = useMyEventFilter();
  const target = user?.role === 'organizer' ? paths.organizer.eventRegistrations : paths.admin.eventRegistrations;
  if (!mine.ready) return <PageLoader label="Loading events..." />;
  return <ViewEventRegistrations registrationsPath={target} only={mine.allowed} />;
}
