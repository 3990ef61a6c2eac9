import { FormModal } from '../../../components/form-modal';
import { useAuthModal, type AuthView } from '../../../lib/auth-modal';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

export const AUTH_TITLES: Record<AuthView, string> = { login: 'Login', signup: 'Sign Up', forgot: 'Forgot Password' };

/** Login, Sign Up and Forgot Password as modals that switch between each other. */
export function AuthModals() {
  const { view, notice, open, close } = useAuthModal();
  return (
    <FormModal opened={view !== null} onClose={close} title={view ? AUTH_TITLES[view] : ''} size={view === 'signup' ? 'lg' : 'md'}>
      {view === 'login' && <LoginForm onSwitch={open} onDone={close} notice={notice} />}
      {view === 'signup' && <SignupForm onSwitch={open} />}
      {view === 'forgot' && <ForgotPasswordForm onSwitch={open} />}
    </FormModal>
  );
}
