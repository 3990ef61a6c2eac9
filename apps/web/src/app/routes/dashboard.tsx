import { usePageMeta } from '../../components/page-title';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';

export function Component() {
  usePageMeta('Dashboard');
  return <DashboardPage />;
}
