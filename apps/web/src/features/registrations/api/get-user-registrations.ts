import type { UserRegistrationsResponse } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationKeys } from '../../../api/registrations';

/** GET /api/registrations/user/{userId}: verified registrations with rounds, and payments awaiting a decision. */
export const getUserRegistrations = (userId: number) => api.get<UserRegistrationsResponse>(`/registrations/user/${userId}`);

export const userRegistrationsQuery = (userId: number) =>
  queryOptions({ queryKey: registrationKeys.ofUser(userId), queryFn: () => getUserRegistrations(userId), staleTime: 10_000 });

/** Refetched whenever the window regains focus, so a verification shows up without a reload. */
export const useUserRegistrations = (userId: number | null | undefined) =>
  useQuery({ ...userRegistrationsQuery(userId ?? 0), enabled: !!userId, refetchOnWindowFocus: 'always' });
