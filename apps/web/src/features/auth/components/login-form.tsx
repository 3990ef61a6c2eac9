import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@app/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { homeFor, useAuth } from '../../../lib/auth';
import type { AuthView } from '../../../lib/auth-modal';
import { FormError } from '../../../components/form-error';
import { EmailInput, PasswordField } from '../../../components/person-inputs';
import { forgetLoginEmail, rememberedLoginEmail } from '../lib/login-email';

export function LoginForm({
  onSwitch,
  onDone,
  notice,
  noticeColor = 'green',
  returnTo,
  returnState,
}: {
  onSwitch: (view: AuthView) => void;
  /** Goes on to `path` once signed in, instead of a plain navigation (the pop-up closes on the way). */
  onDone?: (path: string) => void;
  /** A confirmation from the view before (the password reset), or why to sign in (a session that ended). */
  notice?: string | null;
  noticeColor?: string;
  /** Where to go once signed in (a safe path of this site), instead of the user's home. */
  returnTo?: string | null;
  /** That page's history state, given back to it (the cart's payment step). */
  returnState?: unknown;
}) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // After a sign-up or a password reset, the email is the one just used.
  const form = useForm({ initialValues: { email: rememberedLoginEmail(), password: '' } });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      const user = await login(values.email, values.password);
      forgetLoginEmail();
      // Back to the page a session ended on: the sign-in page in between leaves no history entry.
      if (returnTo) navigate(returnTo, { replace: true, state: returnState });
      else if (onDone) onDone(homeFor(user));
      else navigate(homeFor(user));
    } catch (err) {
      setError(errorMessage(err, MSG.loginNetworkError));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {notice && !error && (
          <Alert color={noticeColor} role="status">
            {notice}
          </Alert>
        )}
        <FormError message={error} />
        <EmailInput data-autofocus {...form.getInputProps('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={() => onSwitch('forgot')}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={busy} fullWidth>
          Login
        </Button>
        <Text size="sm" ta="center">
          New here?{' '}
          <Anchor component="button" type="button" onClick={() => onSwitch('signup')}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
