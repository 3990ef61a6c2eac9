import { usePageMeta } from '../../../components/page-title';
import { ReviewExperiences } from '../../../features/experiences/components/review-experiences';

export function Component() {
  usePageMeta('Review Pending Experiences');
  return <ReviewExperiences status="pending" />;
}
