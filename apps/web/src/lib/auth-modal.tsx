import { useAuth } from './auth';
import { useUrlDialog } from './url-dialog';

// Which auth modal is open: Login, Sign Up and Forgot Password switch between each other.

export type AuthView = 'login' | 'signup' | 'forgot';

/** Each view's title: the pop-up's, and the page's at /login, /signup and /forgot-password. */
export const AUTH_TITLES: Record<AuthView, string> = { login: 'Login', signup: 'Sign Up', forgot: 'Forgot Password' };

const isAuthView = (value: string | null): value is AuthView =>
  !!value && Object.hasOwn(AUTH_TITLES, value);

interface AuthModalValue {
  view: AuthView | null;
  /** A confirmation carried into the next view (the reset's success, shown on the login view). */
  notice: string | null;
  /** Opens `view`, or shows it in place of the open one. */
  open(view: AuthView, notice?: string): void;
  close(): void;
  /** Closes the pop-up once signed in, on the way to `path` (see useUrlDialog's closeTo). */
  closeTo(path: string): void;
}

/**
 * The auth pop-up, kept in the URL as `?auth=login|signup|forgot` (useUrlDialog): opening it is a
 * step in the history, so a phone's Back closes it and stays on the page. Switching between its
 * views takes no step of its own: one Back closes the pop-up, whichever view it shows. It shows
 * only to a visitor (Forward to it after signing in, or a link to it, shows the page alone).
 */
export function useAuthModal(): AuthModalValue {
  const dialog = useUrlDialog('auth');
  const { user } = useAuth();
  const view = !user && isAuthView(dialog.value) ? dialog.value : null;
  return {
    view,
    notice: view ? dialog.note : null,
    open: (next, notice) => (view ? dialog.show(next, notice) : dialog.open(next, {}, notice)),
    close: () => dialog.close(),
    closeTo: (path) => dialog.closeTo(path),
  };
}
