import type { Timer } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

// GET /api/timer/timer: `{ end_time }` while a registration countdown runs, `{}` when none. The
// landing banner and the admin's timer panel read it under this one key, so starting or stopping
// the timer refreshes both.

export const timerKeys = { all: ['timer'] as const };

export const getTimer = () => api.get<Timer>('/timer/timer');

export const timerQuery = () => queryOptions({ queryKey: timerKeys.all, queryFn: getTimer });

/**
 * For the home route's loader, which runs beside the page's lazy chunk so the banner is there in
 * the first paint instead of pushing the page down later. A slow or failing API never holds the
 * page: after `timeoutMs` (or an error) it answers undefined and the banner fetches by itself.
 */
export function prefetchTimer(timeoutMs = 1500): Promise<Timer | undefined> {
  return Promise.race([
    getTimer().catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), timeoutMs)),
  ]);
}

export const useTimer = (initial?: Timer) => useQuery({ ...timerQuery(), initialData: initial });
