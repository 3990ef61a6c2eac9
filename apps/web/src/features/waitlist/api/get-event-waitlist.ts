import type { WaitlistEntry } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waitlistKeys } from './keys';

export const getEventWaitlist = (eventId: number) =>
  api.get<WaitlistEntry[]>(`/events/${eventId}/waitlist`);

export const eventWaitlistQuery = (eventId: number) =>
  queryOptions({ queryKey: waitlistKeys.event(eventId), queryFn: () => getEventWaitlist(eventId) });

/** Staff: the event's line in order. */
export function useEventWaitlist(eventId: number) {
  return useQuery(eventWaitlistQuery(eventId));
}
