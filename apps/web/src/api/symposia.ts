import type { SymposiumName, SymposiumStatus } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../lib/api-client';
import { eventKeys } from './events';
import { timerQuery } from './timer';

// Whether each symposium is open: the Events page reads it, the admin's control dialog changes it.
export const symposiumKeys = {
  all: ['symposia'] as const,
  status: () => [...symposiumKeys.all, 'status'] as const,
};

/** How often a page showing a closed symposium asks again whether it has opened. */
export const CLOSED_RECHECK_MS = 30_000;

// setTimeout waits at most this long (about 24 days); a later countdown end is left to the rechecks.
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

export const getSymposiumStatus = () => api.get<SymposiumStatus[]>('/symposium/status');

const isSymposiumOpen = (status: SymposiumStatus[] | undefined, name: SymposiumName) =>
  status?.find((s) => s.symposiumName === name)?.isOpen === 1;

export const symposiumStatusQuery = () =>
  queryOptions({
    queryKey: symposiumKeys.status(),
    queryFn: async ({ client }) => {
      const before = client.getQueryData<SymposiumStatus[]>(symposiumKeys.status());
      const now = await getSymposiumStatus();
      // A symposium has just opened: its events are read again, so the page shows them as they
      // are now rather than as they were read while it was closed.
      if (before && now.some((s) => s.isOpen === 1 && !isSymposiumOpen(before, s.symposiumName)))
        void client.invalidateQueries({ queryKey: eventKeys.all });
      return now;
    },
  });

/**
 * The open/closed status of both symposia. Given `shown` (the symposium a page shows), it notices
 * the opening by itself while that symposium is closed: it asks again every 30 s while the page is
 * visible, and at once when the registration countdown (GET /timer/timer) reaches zero. So the
 * register buttons appear without a reload, and students do not all reload at the same moment.
 */
export function useSymposiumStatus(shown?: SymposiumName) {
  const status = useQuery({
    ...symposiumStatusQuery(),
    refetchInterval: (query) => (shown && !isSymposiumOpen(query.state.data, shown) ? CLOSED_RECHECK_MS : false),
  });
  const waiting = !!shown && status.isSuccess && !isSymposiumOpen(status.data, shown);
  const timer = useQuery({ ...timerQuery(), enabled: waiting });
  const endMs = timer.data?.end_time ? Date.parse(timer.data.end_time) : Number.NaN;
  const { refetch } = status;
  useEffect(() => {
    const wait = endMs - Date.now();
    if (!waiting || !(wait > 0) || wait > LONGEST_TIMEOUT_MS) return;
    const id = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(id);
  }, [waiting, endMs, refetch]);
  return status;
}
