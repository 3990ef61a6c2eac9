import { usePageMeta } from '../../../components/page-title';
import { EventsDisplay } from '../../../features/events/components/admin/events-display';
import { paths } from '../../paths';

export function Component() {
  usePageMeta('All Events');
  return <EventsDisplay links={{ registrations: paths.admin.eventRegistrations }} />;
}
