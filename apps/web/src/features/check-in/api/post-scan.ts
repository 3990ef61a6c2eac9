import {
  MSG,
  type CheckInInput,
  type CheckInPaymentPending,
  type CheckInResult,
} from '@app/shared';

/**
 * POST /api/check-in's answers as the desk shows them. About the pass: 'ok', 'payment' and
 * 'refused' (404, 409; `name` is the holder's where the server knows it). About the staff member:
 * 'not-allowed' (401 session ended, 403 not their event). 'offline' when no answer came back in
 * time; 'unavailable' when the server answered but failed (a 5xx, another status, a success it
 * could not read).
 */
export type ScanAnswer =
  | { kind: 'ok'; result: CheckInResult }
  | { kind: 'payment'; body: CheckInPaymentPending }
  | { kind: 'refused'; status: number; message: string; name: string | null }
  | { kind: 'not-allowed'; status: 401 | 403; message: string }
  | { kind: 'offline' }
  | { kind: 'unavailable' };

/** How long a scan waits for the server: on a stalled connection the desk answers from the roster. */
const SCAN_TIME_LIMIT_MS = 3000;

/** Sends one scan. Unlike the shared client it keeps the 409's payment and tells a lost connection apart. */
export async function postScan(input: CheckInInput): Promise<ScanAnswer> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), SCAN_TIME_LIMIT_MS);
  let res: Response;
  let text: string;
  try {
    res = await fetch('/api/check-in', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      signal: abort.signal,
    });
    text = await res.text();
  } catch {
    return { kind: 'offline' };
  } finally {
    clearTimeout(timer);
  }
  let body: Record<string, unknown> | null = null;
  try {
    body = JSON.parse(text) as Record<string, unknown> | null;
  } catch {
    // A page from something in front of the API (a proxy's error page): no answer about the pass.
  }
  const message = typeof body?.message === 'string' ? body.message : null;
  if (res.ok && body) return { kind: 'ok', result: body as unknown as CheckInResult };
  if (res.status === 409 && body && typeof body.paymentId === 'number')
    return { kind: 'payment', body: body as unknown as CheckInPaymentPending };
  if ((res.status === 404 || res.status === 409) && message) {
    const attendee = body?.attendee as { name?: unknown } | undefined;
    const name = typeof attendee?.name === 'string' ? attendee.name : null;
    return { kind: 'refused', status: res.status, message, name };
  }
  if (res.status === 401 || res.status === 403)
    return {
      kind: 'not-allowed',
      status: res.status,
      message: message ?? (res.status === 401 ? MSG.notLoggedIn : MSG.forbidden),
    };
  return { kind: 'unavailable' };
}
