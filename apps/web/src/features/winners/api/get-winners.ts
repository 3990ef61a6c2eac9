import type { Winner } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { winnersKeys } from './keys';

/** The event's winners, best place first (public; staff also get the ids). */
export const getWinners = (eventId: number) => api.get<Winner[]>(`/events/${eventId}/winners`);

export const winnersQuery = (eventId: number, enabled = true) =>
  queryOptions({
    queryKey: winnersKeys.ofEvent(eventId),
    queryFn: () => getWinners(eventId),
    enabled,
  });

export const useWinners = (eventId: number, enabled = true) =>
  useQuery(winnersQuery(eventId, enabled));
