import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

// Which auth modal is open: Login, Sign Up and Forgot Password switch between each other.

export type AuthView = 'login' | 'signup' | 'forgot';

interface AuthModalValue {
  view: AuthView | null;
  open(view: AuthView): void;
  close(): void;
}

const AuthModalContext = createContext<AuthModalValue | null>(null);

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<AuthView | null>(null);
  const value = useMemo(() => ({ view, open: setView, close: () => setView(null) }), [view]);
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal(): AuthModalValue {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used inside AuthModalProvider');
  return value;
}
