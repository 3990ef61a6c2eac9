import { Alert, Anchor, Button, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { MSG, OTP_RESEND_SECONDS } from '@app/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import type { AuthView } from '../../../lib/auth-modal';
import { useNow } from '../../../lib/use-now';
import { useResetPassword, useSendOtp, useVerifyOtp } from '../api/password-reset';
import { rememberLoginEmail } from '../lib/login-email';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/person-inputs';

type Step = 'enter-email' | 'enter-otp' | 'reset-password';

/** SPEC §4: enter-email → enter-otp → reset-password → back to login with fields cleared. */
export function ForgotPasswordForm({ onSwitch }: { onSwitch: (view: AuthView, notice?: string) => void }) {
  const [step, setStep] = useState<Step>('enter-email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  // The server mails a code at most once a minute per address, so a new one is offered after that.
  const [resendAt, setResendAt] = useState(0);
  const now = useNow(step === 'enter-otp', 1000, resendAt);
  // `now` is the last tick's, which may be long past when a code was just sent: never more than the wait.
  const resendIn = Math.min(OTP_RESEND_SECONDS, Math.max(0, Math.ceil((resendAt - now) / 1000)));
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const reset = useResetPassword();

  // The login view replaces this form, so the next visit starts from empty fields. Nothing is
  // cleared here: that would show the first step again until the login view is drawn.
  const backToLogin = (notice?: string) => onSwitch('login', notice);

  const requestCode = async () => {
    try {
      const res = await sendOtp.mutateAsync(email.trim());
      setInfo(res.message);
      setOtp('');
      setResendAt(Date.now() + OTP_RESEND_SECONDS * 1000);
      setStep('enter-otp');
    } catch (err) {
      setError(errorMessage(err, MSG.otpFailed));
    }
  };

  const onEmail = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!email.trim()) return setError(MSG.enterEmail);
    await requestCode();
  };

  const onResend = async () => {
    setError(null);
    setInfo(null);
    await requestCode();
  };

  const onOtp = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    // 'An OTP has been sent' is done with once a code is tried: beside an error it only confuses.
    setInfo(null);
    if (!/^\d{6}$/.test(otp)) return setError(MSG.invalidOtp);
    try {
      await verifyOtp.mutateAsync({ email: email.trim(), otp });
      setStep('reset-password');
    } catch (err) {
      setError(errorMessage(err, MSG.otpVerifyFailed));
    }
  };

  const onReset = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!newPassword || !confirmPassword) return setError(MSG.bothPasswords);
    if (newPassword !== confirmPassword) return setError(MSG.passwordsMismatch);
    if (newPassword.length < 6) return setError(MSG.passwordTooShort);
    try {
      await reset.mutateAsync({ email: email.trim(), newPassword, confirmPassword });
      rememberLoginEmail(email.trim());
      // The login view shows it: this form is gone once the view switches.
      backToLogin(MSG.resetSuccess);
    } catch (err) {
      setError(errorMessage(err, MSG.resetFailed));
    }
  };

  return (
    <Stack gap="sm">
      <FormError message={error} />
      {info && (
        <Alert color="green" role="status">
          {info}
        </Alert>
      )}
      {step === 'enter-email' && (
        <form onSubmit={onEmail} noValidate>
          <Stack gap="sm">
            <TextInput data-autofocus label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
            <Button type="submit" loading={sendOtp.isPending} fullWidth>
              Send OTP
            </Button>
          </Stack>
        </form>
      )}
      {step === 'enter-otp' && (
        <form onSubmit={onOtp} noValidate>
          <Stack gap="sm">
            <Text size="sm">Enter the 6-digit code sent to {email}.</Text>
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              value={otp}
              onChange={(v) => setOtp(v.replace(/\D/g, '').slice(0, 6))}
              aria-label="One-time code"
            />
            <Button type="submit" loading={verifyOtp.isPending} fullWidth>
              Verify OTP
            </Button>
            <Button type="button" variant="subtle" size="compact-sm" disabled={resendIn > 0} loading={sendOtp.isPending} onClick={onResend}>
              {resendIn > 0 ? `Send a new code in ${resendIn} s` : 'Send a new code'}
            </Button>
          </Stack>
        </form>
      )}
      {step === 'reset-password' && (
        <form onSubmit={onReset} noValidate>
          <Stack gap="sm">
            <PasswordField label="New password" autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.currentTarget.value)} />
            <PasswordField
              label="Confirm password"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.currentTarget.value)}
            />
            <Button type="submit" loading={reset.isPending} fullWidth>
              Reset Password
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component="button" type="button" onClick={() => backToLogin()}>
          Back to login
        </Anchor>
      </Text>
    </Stack>
  );
}
