import { usePageMeta } from '../../../components/page-title';
import { ReviewExperiences } from '../../../features/experiences/components/review-experiences';

export function Component() {
  usePageMeta('Manage Approved Experiences');
  return <ReviewExperiences status="approved" />;
}
