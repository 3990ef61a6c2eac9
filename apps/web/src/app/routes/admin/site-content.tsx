import { usePageMeta } from '../../../components/page-title';
import { SiteContentAdmin } from '../../../features/site-content/components/site-content-admin';

export function Component() {
  usePageMeta('Site Content');
  return <SiteContentAdmin />;
}
