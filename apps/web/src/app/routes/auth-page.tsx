import { MSG } from '@app/shared';
import { Card, Container, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { GuestOnly } from '../../components/require-role';
import { usePageMeta } from '../../components/page-title';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { LoginForm } from '../../features/auth/components/login-form';
import { SignupForm } from '../../features/auth/components/signup-form';
import { useAuth } from '../../lib/auth';
import { AUTH_TITLES, type AuthView } from '../../lib/auth-modal';
import { returnPathOf, returnSearch, returnStateOf } from '../../lib/return-path';
import { paths } from '../paths';

const pathOf: Record<AuthView, string> = { login: paths.login, signup: paths.signup, forgot: paths.forgotPassword };

/** /login, /signup and /forgot-password: the auth modals' forms as guest-only pages. */
export function AuthPage({ view }: { view: AuthView }) {
  const navigate = useNavigate();
  usePageMeta(AUTH_TITLES[view], 'Log in or create your CSMIT account to register for symposium events.');
  const location = useLocation();
  const state = location.state as {
    notice?: string;
    swapped?: boolean;
    sessionEnded?: boolean;
  } | null;
  const notice = state?.notice ?? (state?.sessionEnded ? MSG.sessionEnded : null);
  // After a session ended on a page, signing in leads back there (also after a password reset).
  const returnTo = returnPathOf(location.search);
  // Reached from another of these views (not by a link): focus starts on the new heading.
  const onSwitch = (next: AuthView, nextNotice?: string) =>
    navigate(
      { pathname: pathOf[next], search: returnSearch(returnTo) },
      { state: { swapped: true, ...(nextNotice ? { notice: nextNotice } : {}) } },
    );
  // The notice says it now: a later visit to a page for users is an ordinary signed-out one.
  const { sessionEnded, clearSessionEnded } = useAuth();
  useEffect(() => {
    if (sessionEnded) clearSessionEnded();
  }, [sessionEnded, clearSessionEnded]);
  const heading = useRef<HTMLHeadingElement>(null);
  const swapped = !!state?.swapped;
  useEffect(() => {
    if (swapped) heading.current?.focus();
  }, [swapped, view]);
  return (
    <GuestOnly>
      <Container size={view === 'signup' ? 'sm' : 'xs'} py="xl">
        <Card withBorder shadow="sm" padding="lg" radius="md">
          <Title order={1} size="h2" mb="md" ref={heading} tabIndex={-1} style={{ outlineOffset: 4 }}>
            {AUTH_TITLES[view]}
          </Title>
          {view === 'login' && (
            <LoginForm
              onSwitch={onSwitch}
              notice={notice}
              noticeColor={state?.sessionEnded ? 'yellow' : undefined}
              returnTo={returnTo}
              returnState={returnStateOf(location.state)}
            />
          )}
          {view === 'signup' && <SignupForm onSwitch={onSwitch} />}
          {view === 'forgot' && <ForgotPasswordForm onSwitch={onSwitch} />}
        </Card>
      </Container>
    </GuestOnly>
  );
}

export const LoginRoute = () => <AuthPage view="login" />;
export const SignupRoute = () => <AuthPage view="signup" />;
export const ForgotPasswordRoute = () => <AuthPage view="forgot" />;
