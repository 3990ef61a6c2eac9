import { usePageMeta } from '../../components/page-title';
import { MyEventsList } from '../../features/coordinators/components/my-events-list';

export function Component() {
  usePageMeta('Your events');
  return <MyEventsList />;
}
