import { Card, Container, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { GuestOnly } from '../../components/require-role';
import { usePageMeta } from '../../components/page-title';
import { AUTH_TITLES } from '../../features/auth/components/auth-modals';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { LoginForm } from '../../features/auth/components/login-form';
import { SignupForm } from '../../features/auth/components/signup-form';
import type { AuthView } from '../../lib/auth-modal';
import { paths } from '../paths';

const pathOf: Record<AuthView, string> = { login: paths.login, signup: paths.signup, forgot: paths.forgotPassword };

/** /login, /signup and /forgot-password: the auth modals' forms as guest-only pages. */
export function AuthPage({ view }: { view: AuthView }) {
  const navigate = useNavigate();
  usePageMeta(AUTH_TITLES[view], 'Log in or create your CSMIT account to register for symposium events.');
  const state = useLocation().state as { notice?: string; swapped?: boolean } | null;
  const notice = state?.notice ?? null;
  // Reached from another of these views (not by a link): focus starts on the new heading.
  const onSwitch = (next: AuthView, nextNotice?: string) =>
    navigate(pathOf[next], { state: { swapped: true, ...(nextNotice ? { notice: nextNotice } : {}) } });
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
          {view === 'login' && <LoginForm onSwitch={onSwitch} notice={notice} />}
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
