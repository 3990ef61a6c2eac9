import type { Role } from '@app/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { homeFor, useAuth } from '../lib/auth';
import { PageLoader } from './page-loader';

/**
 * Router guards (SPEC §2). The server enforces every rule again; these only keep people from
 * screens they cannot use. `roles` undefined means any logged-in user.
 */
export function RequireRole({ roles, children }: { roles?: Role[]; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (!user && isLoading) return <PageLoader />;
  if (!user || (roles && !roles.includes(user.role))) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/**
 * Guest-only screens (login, sign-up, forgot password) send logged-in users away: students to /,
 * staff to their own home, the same place a login on that screen leads to.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user) return <Navigate to={homeFor(user)} replace />;
  return <>{children}</>;
}
