import { PageLoader } from '../../components/page-state';
import { usePageMeta } from '../../components/page-title';
import { useMyEventFilter } from '../../features/coordinators/api/get-my-events';
import { UpdateWinners } from '../../features/rounds/components/update-winners';

/** Update Winners, under /organizer and /admin alike; a coordinator's events only. */
export function Component() {
  usePageMeta('Update Winners');
  const mine = useMyEventFilter();
  if (!mine.ready) return <PageLoader label="Loading events..." />;
  return <UpdateWinners only={mine.allowed} />;
}
