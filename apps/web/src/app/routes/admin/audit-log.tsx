import { usePageMeta } from '../../../components/page-title';
import { AuditLogPage } from '../../../features/audit-log/components/audit-log-page';

export function Component() {
  usePageMeta('Audit Log');
  return <AuditLogPage />;
}
