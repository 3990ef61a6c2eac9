import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageMeta } from '../../components/page-title';
import { CheckInDesk } from '../../features/check-in/components/check-in-desk';
import { rememberDeskUser, useAuth } from '../../lib/auth';

export function Component() {
  usePageMeta('Check-in desk');
  const { pathname } = useLocation();
  const { user } = useAuth();
  useEffect(() => {
    if (user) rememberDeskUser(user);
  }, [user]);
  return (
    <CheckInDesk
      startUrl={pathname}
      canVerify={user?.role === 'organizer' || user?.role === 'admin'}
    />
  );
}
