import type { RoundRegistrant } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { winnersKeys } from './keys';

/** Verified registrants of the event: the people who may be placed. */
export const listCandidates = (eventId: number) =>
  api.get<RoundRegistrant[]>(`/events/${eventId}/registrations?limit=2000`);

export const candidatesQuery = (eventId: number) =>
  queryOptions({ queryKey: winnersKeys.candidates(eventId), queryFn: () => listCandidates(eventId) });

export const useCandidates = (eventId: number) => useQuery(candidatesQuery(eventId));
