import { useEffect, useRef } from 'react';
import { FormModal } from '../../../components/form-modal';
import { AUTH_TITLES, useAuthModal, type AuthView } from '../../../lib/auth-modal';
import { useReturnFocus } from '../../../lib/last-control';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

const MODAL_ID = 'auth-modal';

/** Login, Sign Up and Forgot Password as modals that switch between each other. */
export function AuthModals() {
  const { view, notice, open, close, closeTo } = useAuthModal();
  // Loaded on first use, it mounts already open: closed (by Back too), focus goes back to the
  // control that opened it.
  useReturnFocus(view !== null);
  // Opening the pop-up focuses its first field (data-autofocus in each form). When one view
  // replaces another inside the open pop-up, focus moves to its new title instead, so a keyboard
  // or screen-reader user hears which form it is now and starts there.
  const shown = useRef<AuthView | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = view;
    if (!before || !view || before === view) return;
    const title = document.getElementById(`${MODAL_ID}-title`);
    if (!title) return;
    title.tabIndex = -1;
    title.focus();
  }, [view]);
  return (
    <FormModal
      id={MODAL_ID}
      opened={view !== null}
      onClose={close}
      returnFocus={false}
      title={view ? AUTH_TITLES[view] : ''}
      size={view === 'signup' ? 'lg' : 'md'}
    >
      {view === 'login' && <LoginForm onSwitch={open} onDone={closeTo} notice={notice} />}
      {view === 'signup' && <SignupForm onSwitch={open} />}
      {view === 'forgot' && <ForgotPasswordForm onSwitch={open} />}
    </FormModal>
  );
}
