import type { CheckInInput, CheckInPaymentPending, CheckInResult } from '@app/shared';

/**
 * POST /api/check-in's answers as the desk shows them: 'offline' when no answer came back,
 * 'unavailable' when the server answered but failed (a 5xx, or a success it could not read).
 */
export type ScanAnswer =
  | { kind: 'ok'; result: CheckInResult }
  | { kind: 'payment'; body: CheckInPaymentPending }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'offline' }
  | { kind: 'unavailable' };

/** Sends one scan. Unlike the shared client it keeps the 409's payment and tells a lost connection apart. */
export async function postScan(input: CheckInInput): Promise<ScanAnswer> {
  let res: Response;
  try {
    res = await fetch('/api/check-in', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    return { kind: 'offline' };
  }
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.ok && body) return { kind: 'ok', result: body as unknown as CheckInResult };
  if (res.status === 409 && body && typeof body.paymentId === 'number')
    return { kind: 'payment', body: body as unknown as CheckInPaymentPending };
  // A 4xx is the answer even without a readable body (a proxy's page): sending it again would
  // only be refused again, so it is never queued.
  if (res.status >= 500 || res.status < 400) return { kind: 'unavailable' };
  return {
    kind: 'refused',
    status: res.status,
    message: String(body?.message ?? 'The scan was refused.'),
  };
}
