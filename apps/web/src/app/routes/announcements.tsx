import { usePageMeta } from '../../components/page-title';
import { AnnouncementsPage } from '../../features/announcements/components/announcements-page';

export function Component() {
  usePageMeta('Announcements');
  return <AnnouncementsPage />;
}
