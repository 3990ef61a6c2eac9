import { usePageMeta } from '../../../components/page-title';
import { OrganizersList } from '../../../features/organizers/components/organizers-list';

export function Component() {
  usePageMeta('Organizers');
  return <OrganizersList />;
}
