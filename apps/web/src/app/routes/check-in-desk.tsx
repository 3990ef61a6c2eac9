import { isStaff } from '@app/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageMeta } from '../../components/page-title';
import { CheckInDesk } from '../../features/check-in/components/check-in-desk';
import { useMyEventFilter } from '../../features/coordinators/api/get-my-events';
import { rememberDeskUser, useAuth } from '../../lib/auth';

export function Component() {
  usePageMeta('Check-in desk');
  const { pathname } = useLocation();
  const { user } = useAuth();
  // A coordinator's or volunteer's events only; offline, the desk offers its kept roster's event.
  const mine = useMyEventFilter();
  useEffect(() => {
    if (user) rememberDeskUser(user);
  }, [user]);
  return (
    <CheckInDesk
      startUrl={pathname}
      canVerify={isStaff(user)}
      only={mine.allowed}
      scopeKnown={mine.ready}
    />
  );
}
