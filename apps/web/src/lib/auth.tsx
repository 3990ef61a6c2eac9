import type { LoginResponse, SessionUser } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { api, ApiError, setUnauthorizedHandler } from './api-client';
import { clearFormDrafts } from './form-draft';
import { showError } from './notify';

// The session user is kept under session storage key `user` for display (SPEC §3); the httpOnly
// cookie is what authenticates, and /api/auth/me confirms it on every page load.

const STORAGE_KEY = 'user';

/**
 * The check-in desk must open with no network, in a new window where session storage is empty:
 * it remembers its staff user here (display only; the cookie still authenticates every call),
 * read only while the browser is offline and forgotten at logout.
 */
const OFFLINE_DESK_KEY = 'check-in-desk:user';

function readStored(): SessionUser | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY) ?? (navigator.onLine ? null : localStorage.getItem(OFFLINE_DESK_KEY));
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

/** What to forget on this device when the user signs out (see onSignOut). */
const signOutTasks = new Set<() => void>();

/**
 * Runs `task` whenever the user signs out (logout, or a session the server ended): the check-in
 * desk forgets its rosters and the event chosen, so the next person on a shared phone sees none.
 */
export function onSignOut(task: () => void) {
  signOutTasks.add(task);
}

function store(user: SessionUser | null) {
  if (user) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(user));
  else {
    sessionStorage.removeItem(STORAGE_KEY);
    localStorage.removeItem(OFFLINE_DESK_KEY);
    for (const task of signOutTasks) task();
  }
}

/** Called by the check-in desk, so that it can open offline later (see OFFLINE_DESK_KEY). */
export function rememberDeskUser(user: SessionUser) {
  localStorage.setItem(OFFLINE_DESK_KEY, JSON.stringify(user));
}

interface AuthValue {
  user: SessionUser | null;
  /** True until the server has confirmed (or denied) the session of this page load. */
  isLoading: boolean;
  login(email: string, password: string): Promise<SessionUser>;
  /**
   * Ends the session and answers true. When the server cannot be told (no connection, a 5xx) the
   * user stays signed in: it says so in an error dialog and answers false. A 401 means the session
   * had ended already.
   */
  logout(): Promise<boolean>;
  setUser(user: SessionUser | null): void;
  /**
   * The server ended the session while the person was using the site (a call answered 401): the
   * pages that need a user send them to sign in again, and back afterwards. False again once
   * someone signs in, logs out, or the sign-in page has said so (clearSessionEnded).
   */
  sessionEnded: boolean;
  clearSessionEnded(): void;
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUserState] = useState<SessionUser | null>(readStored);
  const [isLoading, setLoading] = useState(true);
  const [sessionEnded, setSessionEnded] = useState(false);

  const setUser = useCallback((next: SessionUser | null) => {
    store(next);
    setUserState(next);
    if (next) setSessionEnded(false);
  }, []);

  useEffect(() => {
    let live = true;
    setUnauthorizedHandler((path) => {
      // Not the check of a stored user at page load (a visit after a long while lands on the site
      // as a visitor), nor a logout: a call made while someone was signed in.
      if (path !== '/auth/me' && path !== '/auth/logout' && readStored()) setSessionEnded(true);
      setUser(null);
    });
    // Visitors who never logged in have no session to confirm: skip the call (and its 401).
    if (!readStored() && !document.cookie.split('; ').includes('signed_in=1')) {
      setLoading(false);
      return () => {
        live = false;
        setUnauthorizedHandler(null);
      };
    }
    api
      .get<{ user: SessionUser }>('/auth/me')
      .then((res) => live && setUser(res.user))
      .catch((err) => {
        if (live && err instanceof ApiError && err.status === 401) setUser(null);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
      setUnauthorizedHandler(null);
    };
  }, [setUser]);

  const value = useMemo<AuthValue>(
    () => ({
      user,
      isLoading,
      setUser,
      sessionEnded,
      clearSessionEnded: () => setSessionEnded(false),
      async login(email, password) {
        const res = await api.post<LoginResponse>('/auth/login', { email, password });
        queryClient.clear();
        setUser(res.user);
        return res.user;
      },
      async logout() {
        try {
          await api.post('/auth/logout');
        } catch (err) {
          if (!(err instanceof ApiError && err.status === 401)) {
            // Forgetting the user here would leave the session open on the server: a later visit
            // to the site, with the cookie, would be signed in again.
            showError(
              err instanceof ApiError && err.status === 0
                ? 'Logging out needs a connection. You are still logged in: log out again once online.'
                : 'The server could not log you out. You are still logged in: try again in a moment.',
            );
            return false;
          }
        }
        queryClient.clear();
        // What was typed into forms stays for a session that ended (its person comes back), not
        // past a logout: the next person on this phone starts clean.
        clearFormDrafts();
        setSessionEnded(false);
        setUser(null);
        return true;
      },
    }),
    [user, isLoading, setUser, sessionEnded, queryClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}

/** Where each role lands after login (SPEC §6). */
export function homeFor(user: SessionUser): string {
  if (user.role === 'admin') return '/admin';
  if (user.role === 'organizer') return '/organizer';
  if (user.role === 'volunteer') return '/volunteer';
  return '/';
}
