import type { Event } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { useAuth } from '../lib/auth';

// The events a person gets depend on who they are (non-MIT students see fewer, the admin also
// gets assigned accounts), so lists are keyed by viewer. Everything starts with 'events', so one
// invalidation of `eventKeys.all` refreshes every list and every single event.
export const eventKeys = {
  all: ['events'] as const,
  list: (viewer: string) => [...eventKeys.all, 'list', viewer] as const,
  detail: (eventId: number, symposium: string) => [...eventKeys.all, 'detail', eventId, symposium] as const,
};

/** Every event of both symposia the caller may see, with rounds (one request; pages filter locally). */
export const listEvents = () => api.get<Event[]>('/events');

export const eventsQuery = (viewer: string) => queryOptions({ queryKey: eventKeys.list(viewer), queryFn: listEvents });

export function useEvents<T = Event[]>(select?: (events: Event[]) => T) {
  const { user, isLoading } = useAuth();
  const viewer = user ? `${user.role}:${user.id}` : 'anonymous';
  // Wait for the session check, so a non-MIT student never briefly sees the full list.
  return useQuery({ ...eventsQuery(viewer), select, enabled: !isLoading || !!user });
}

/** The symposium of one listed event (undefined until the list is in, or when the viewer cannot see it). */
export const useSymposiumOfEvent = (eventId: number | null) =>
  useEvents((events) => events.find((e) => e.id === eventId)?.symposiumName).data;

/** One event with its rounds, coordinator, fee and deadline. */
export const getEvent = (eventId: number, symposium: string) =>
  api.get<Event>(`/events/${eventId}?symposium=${encodeURIComponent(symposium)}`);

export const eventQuery = (eventId: number, symposium: string) =>
  queryOptions({ queryKey: eventKeys.detail(eventId, symposium), queryFn: () => getEvent(eventId, symposium) });

export const useEvent = (eventId: number | null, symposium: string | null) =>
  useQuery({ ...eventQuery(eventId ?? 0, symposium ?? ''), enabled: !!eventId && !!symposium });
