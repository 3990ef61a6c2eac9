import type { RoundRegistrant } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationKeys } from '../../../api/registrations';

/** Verified participants of an event with round1 … roundN (SPEC §7 Rounds). */
export const listRegistrants = (eventId: number) =>
  api.get<RoundRegistrant[]>(`/events/${eventId}/registrations?limit=2000`);

export const registrantsQuery = (eventId: number | null) =>
  queryOptions({
    queryKey: registrationKeys.withRounds(eventId ?? 0),
    queryFn: () => listRegistrants(eventId!),
    enabled: eventId !== null,
  });

export const useRegistrants = (eventId: number | null) => useQuery(registrantsQuery(eventId));
