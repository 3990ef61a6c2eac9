import { SYMPOSIA } from '@app/shared';
import { usePageMeta } from '../../components/page-title';
import { useMyEvents } from '../../features/coordinators/api/get-my-events';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';

export function Component() {
  usePageMeta('Dashboard');
  // A coordinator whose events are all in the second symposium sees theirs first, not a page of zeros.
  const mine = useMyEvents();
  const events = mine.data && !mine.data.all ? mine.data.events : [];
  const preferred = events.some((e) => e.symposiumName === SYMPOSIA[0])
    ? undefined
    : SYMPOSIA.find((s) => s === events[0]?.symposiumName);
  return <DashboardPage preferred={preferred} />;
}
