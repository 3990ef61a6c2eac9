import type { Account } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../api/registrations';

/** The payment accounts assigned to an event (logged-in users only). */
export const getEventAccounts = (eventId: number) => api.get<Account[]>(`/admin/accounts/event/${eventId}`);

export const eventAccountsQuery = (eventId: number) =>
  queryOptions({ queryKey: paymentKeys.eventAccounts(eventId), queryFn: () => getEventAccounts(eventId), staleTime: 60_000 });

export const useEventAccounts = (eventId: number | null) =>
  useQuery({ ...eventAccountsQuery(eventId ?? 0), enabled: !!eventId });
