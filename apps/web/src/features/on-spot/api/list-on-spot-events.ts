import type { Event } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every event, with its fee and seats, for the desk to pick from. */
export const listOnSpotEvents = () => api.get<Event[]>('/events');

export const useOnSpotEvents = () =>
  useQuery(
    queryOptions({ queryKey: ['on-spot', 'events'], queryFn: listOnSpotEvents, staleTime: 60_000 }),
  );
