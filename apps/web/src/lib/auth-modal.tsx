import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

// Which auth modal is open: Login, Sign Up and Forgot Password switch between each other.

export type AuthView = 'login' | 'signup' | 'forgot';

/** Each view's title: the pop-up's, and the page's at /login, /signup and /forgot-password. */
export const AUTH_TITLES: Record<AuthView, string> = { login: 'Login', signup: 'Sign Up', forgot: 'Forgot Password' };

interface AuthModalValue {
  view: AuthView | null;
  /** A confirmation carried into the next view (the reset's success, shown on the login view). */
  notice: string | null;
  open(view: AuthView, notice?: string): void;
  close(): void;
}

const AuthModalContext = createContext<AuthModalValue | null>(null);

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ view: AuthView | null; notice: string | null }>({ view: null, notice: null });
  const value = useMemo(
    () => ({
      ...state,
      open: (view: AuthView, notice?: string) => setState({ view, notice: notice ?? null }),
      close: () => setState({ view: null, notice: null }),
    }),
    [state],
  );
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal(): AuthModalValue {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used inside AuthModalProvider');
  return value;
}
