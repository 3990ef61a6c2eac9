import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationKeys } from '../../../api/registrations';

/** Event ids the user holds a live registration for (verified or awaiting verification). */
export const getRegisteredEventIds = (email: string) =>
  api.get<{ eventIds: number[] }>(`/registrations/by-email/${encodeURIComponent(email)}`);

export const registeredEventIdsQuery = (email: string) =>
  queryOptions({
    queryKey: registrationKeys.byEmail(email),
    queryFn: () => getRegisteredEventIds(email),
    select: (data) => new Set(data.eventIds),
    staleTime: 10_000,
  });

export const useRegisteredEventIds = (email: string | null | undefined) =>
  useQuery({ ...registeredEventIdsQuery(email ?? ''), enabled: !!email });
