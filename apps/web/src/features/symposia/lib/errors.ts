import { ApiError } from '../../../lib/api-client';

/**
 * The message for a failed symposium or timer call (SPEC §8): the server's own words for a
 * request it refused, `failed` when it broke, `network` when it could not be reached.
 */
export function actionError(err: unknown, failed: string, network: string): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return network;
    if (err.status >= 400 && err.status < 500 && err.message) return err.message;
  }
  return failed;
}
