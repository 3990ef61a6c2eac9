import type { WinnerCandidates } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { winnersKeys } from './keys';

/** The people and teams who may be placed: verified registrants and the teams they form. */
export const listCandidates = (eventId: number) =>
  api.get<WinnerCandidates>(`/events/${eventId}/winner-candidates`);

export const candidatesQuery = (eventId: number) =>
  queryOptions({
    queryKey: winnersKeys.candidates(eventId),
    queryFn: () => listCandidates(eventId),
  });

export const useCandidates = (eventId: number) => useQuery(candidatesQuery(eventId));
