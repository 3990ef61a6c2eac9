import { ApiError } from '../../../lib/api-client';

/**
 * SPEC §8 Update Winners: the server's message when it gives a reason (a 4xx such as the
 * previous-round rule), else the spec's text for this action.
 */
export function winnersError(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message ? err.message : fallback;
}
