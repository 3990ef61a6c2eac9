import { MSG_NETWORK_ERROR, MSG_SERVER_ERROR } from '@app/shared';

// The one place the web app talks to the API. Paths are relative to /api. A failed call throws
// ApiError carrying the server's { message }, so every screen can show the server's words.

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** The answer's fields beside `message`, when it has any (e.g. which event is full). */
    public readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Set by the auth provider: called with the path of the call when the server says the session is gone. */
let onUnauthorized: ((path: string) => void) | null = null;
export function setUnauthorizedHandler(handler: ((path: string) => void) | null) {
  onUnauthorized = handler;
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: {} };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  let res: Response;
  try {
    res = await fetch(`/api${path}`, init);
  } catch {
    throw new ApiError(0, MSG_NETWORK_ERROR);
  }
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!res.ok) {
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
          ? data.error
          : MSG_SERVER_ERROR;
    if (res.status === 401 && !path.startsWith('/auth/login')) onUnauthorized?.(path);
    throw new ApiError(res.status, message, data && typeof data === 'object' ? (data as Record<string, unknown>) : {});
  }
  return data as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  /** Multipart upload (files); method POST or PUT. */
  upload: <T>(method: 'POST' | 'PUT', path: string, form: FormData) =>
    request<T>(method, path, form),
};

/**
 * The server's own words when it refused the request (a 4xx says what to fix); undefined when it
 * broke (5xx), could not be reached, or the error is not from the API.
 */
export function serverMessage(err: unknown): string | undefined {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message ? err.message : undefined;
}

/**
 * Whether asking again may help: the server broke (5xx) or could not be reached. A 4xx is an
 * answer (not found, not allowed) that a second try would only repeat.
 */
export function mayPassOnRetry(err: unknown): boolean {
  return !(err instanceof ApiError && err.status >= 400 && err.status < 500);
}

/**
 * The message to show for a failed call: the server's on a 4xx, else `fallback` (or `network`
 * when the server could not be reached and the screen words that case apart).
 */
export function errorMessage(err: unknown, fallback: string, network = fallback): string {
  if (err instanceof ApiError && err.status === 0) return network;
  return serverMessage(err) ?? fallback;
}
