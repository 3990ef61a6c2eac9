import { usePageMeta } from '../../components/page-title';
import { PlacementDetails } from '../../features/experiences/components/placement-details';

export function Component() {
  usePageMeta(
    'Placement Details',
    'Placement and internship interview experiences shared by seniors of MIT, by company.',
  );
  return <PlacementDetails />;
}
