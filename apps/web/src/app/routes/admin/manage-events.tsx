import { usePageMeta } from '../../../components/page-title';
import { useAccounts } from '../../../api/accounts';
import { EventManagementPortal } from '../../../features/events/components/admin/event-management-portal';
import { paths } from '../../paths';

export function Component() {
  usePageMeta('Event Management Portal');
  const accounts = useAccounts();
  return (
    <EventManagementPortal
      accounts={accounts.data}
      accountsError={accounts.isError}
      links={{ registrations: paths.admin.eventRegistrations }}
    />
  );
}
