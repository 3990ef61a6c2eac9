// Where the sign-in page sends someone back to once they have signed in again: `/login?next=/cart`.
// The path comes from the address bar, so anyone can craft a link with it: only a path of this
// site is followed, never another site (`//evil.example`, `https://…`, `/\evil.example`).

export const LOGIN_PATH = '/login';
const RETURN_PARAM = 'next';

/** The sign-in screens themselves: returning to one of them after signing in would loop. */
const AUTH_PATHS = new Set([LOGIN_PATH, '/signup', '/forgot-password']);

/** `raw` as a path of this site (pathname, query, hash), or null when it is anything else. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  try {
    // The URL parser is what the browser follows: whatever it would read as another origin is out.
    const url = new URL(raw, window.location.origin);
    if (url.origin !== window.location.origin || AUTH_PATHS.has(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The return path carried by a sign-in page's query string (`?next=…`), if it is safe. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

/** The query string that carries `path` to a sign-in page, or '' when it is not a safe path. */
export function returnSearch(path: string | null): string {
  const safe = safeReturnPath(path);
  return safe ? `?${new URLSearchParams({ [RETURN_PARAM]: safe })}` : '';
}

/**
 * The page's own history state, carried through the sign-in page and given back on return (the
 * cart's payment step is such a state): `{ returnState }` in the sign-in page's state.
 */
export function returnStateOf(signInState: unknown): unknown {
  return signInState && typeof signInState === 'object' && 'returnState' in signInState
    ? signInState.returnState
    : undefined;
}

/** The sign-in page, set to come back to `location` afterwards. */
export function loginReturningTo(location: {
  pathname: string;
  search: string;
  hash: string;
}): string {
  return `${LOGIN_PATH}${returnSearch(`${location.pathname}${location.search}${location.hash}`)}`;
}
