import type { Event } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './keys';

/** The events the desk can work at (both symposia). */
export const listDeskEvents = () => api.get<Event[]>('/events');

export const useDeskEvents = () =>
  useQuery(
    queryOptions({
      queryKey: checkInKeys.events(),
      queryFn: listDeskEvents,
      staleTime: 5 * 60_000,
    }),
  );
