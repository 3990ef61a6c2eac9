import { MSG, type Account } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { paymentKeys } from '../../../api/registrations';

/** The payment accounts assigned to an event (logged-in users only). */
export const getEventAccounts = (eventId: number) => api.get<Account[]>(`/admin/accounts/event/${eventId}`);

export const eventAccountsQuery = (eventId: number) =>
  queryOptions({ queryKey: paymentKeys.eventAccounts(eventId), queryFn: () => getEventAccounts(eventId), staleTime: 60_000 });

export const useEventAccounts = (eventId: number | null) =>
  useQuery({ ...eventAccountsQuery(eventId ?? 0), enabled: !!eventId });

/** Why the account to pay is missing: none assigned to the event (404), or the call failed. */
export const eventAccountsError = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 404 ? MSG.noPaymentAccount : error ? MSG.accountFetchForEventFailed : null;
