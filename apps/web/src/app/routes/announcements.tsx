import { PageLoader } from '../../components/page-state';
import { usePageMeta } from '../../components/page-title';
import { AnnouncementsPage } from '../../features/announcements/components/announcements-page';
import { useMyEventFilter } from '../../features/coordinators/api/get-my-events';

/** Announcements for organizers and the admin; a coordinator's events only. */
export function Component() {
  usePageMeta('Announcements');
  const mine = useMyEventFilter();
  if (!mine.ready) return <PageLoader label="Loading events..." />;
  return <AnnouncementsPage only={mine.allowed} />;
}
