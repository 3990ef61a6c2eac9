import type { Event } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { eventKeys } from './keys';

/** Every event of both symposia the caller may see, with rounds (one request; tabs filter locally). */
export const listEvents = () => api.get<Event[]>('/events');

export const eventsQuery = (viewer: string) => queryOptions({ queryKey: eventKeys.list(viewer), queryFn: listEvents });

export function useEvents() {
  const { user, isLoading } = useAuth();
  const viewer = user ? `${user.role}:${user.id}` : 'anonymous';
  // Wait for the session check, so a non-MIT student never briefly sees the full list.
  return useQuery({ ...eventsQuery(viewer), enabled: !isLoading || !!user });
}
