import type { ScheduleSlot } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export const scheduleKeys = {
  all: ['schedule'] as const,
  list: (viewer: string) => [...scheduleKeys.all, viewer] as const,
};

/** GET /api/schedule: every timed round of both symposia, earliest first (pages filter locally). */
export const getSchedule = () => api.get<ScheduleSlot[]>('/schedule');

export const scheduleQuery = (viewer: string) =>
  queryOptions({ queryKey: scheduleKeys.list(viewer), queryFn: getSchedule, staleTime: 60_000 });

export function useSchedule() {
  const { user, isLoading } = useAuth();
  // Like the events list, what a non-MIT student sees differs: wait for the session check.
  const viewer = user ? `${user.role}:${user.id}` : 'anonymous';
  return useQuery({ ...scheduleQuery(viewer), enabled: !isLoading || !!user });
}
