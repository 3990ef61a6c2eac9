import type { Role } from '@app/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { homeFor, useAuth } from '../lib/auth';
import { loginReturningTo, returnPathOf, returnStateOf } from '../lib/return-path';
import { PageLoader } from './page-loader';

/**
 * Router guards (SPEC §2). The server enforces every rule again; these only keep people from
 * screens they cannot use. `roles` undefined means any logged-in user.
 */
export function RequireRole({ roles, children }: { roles?: Role[]; children: ReactNode }) {
  const { user, isLoading, sessionEnded } = useAuth();
  if (!user && isLoading) return <PageLoader />;
  if (!user && sessionEnded) return <SignInAgain />;
  if (!user || (roles && !roles.includes(user.role))) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/**
 * For a page whose user's session the server ended while they were on it: the sign-in page, saying
 * so, which brings them back here once they have signed in again (what they were typing is kept
 * by the forms that keep drafts, lib/form-draft.ts).
 */
export function SignInAgain() {
  const location = useLocation();
  // The sign-in page words it: the message table stays out of the first page's code.
  return (
    <Navigate
      to={loginReturningTo(location)}
      replace
      state={{ sessionEnded: true, returnState: location.state }}
    />
  );
}

/**
 * Guest-only screens (login, sign-up, forgot password) send logged-in users away: back to the page
 * their `?next=` names (a session that ended there), else students to /, staff to their own home,
 * the same place a login on that screen leads to.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { search, state } = useLocation();
  const back = returnPathOf(search);
  if (user)
    return (
      <Navigate
        to={back ?? homeFor(user)}
        replace
        state={back ? returnStateOf(state) : undefined}
      />
    );
  return <>{children}</>;
}
