import { usePageMeta } from '../../../components/page-title';
import { AccountDetailsManager } from '../../../features/accounts/components/account-details-manager';

export function Component() {
  usePageMeta('Manage Account Details');
  return <AccountDetailsManager />;
}
