import { usePageMeta } from '../../components/page-title';
import { UpdateWinners } from '../../features/rounds/components/update-winners';

/** Update Winners, under /organizer and /admin alike. */
export function Component() {
  usePageMeta('Update Winners');
  return <UpdateWinners />;
}
