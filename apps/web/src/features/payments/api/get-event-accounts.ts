import { MSG, type Account } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountKeys } from '../../../api/accounts';
import { api, ApiError } from '../../../lib/api-client';

/** The payment accounts assigned to an event (logged-in users only). */
export const getEventAccounts = (eventId: number) => api.get<Account[]>(`/admin/accounts/event/${eventId}`);

export const eventAccountsQuery = (eventId: number) =>
  queryOptions({ queryKey: accountKeys.ofEvent(eventId), queryFn: () => getEventAccounts(eventId), staleTime: 60_000 });

export const useEventAccounts = (eventId: number | null) =>
  useQuery({ ...eventAccountsQuery(eventId ?? 0), enabled: !!eventId });

/**
 * Why the account to pay is missing: none assigned to the event (404), or the call failed. Once
 * the account is shown, a later read that fails (offline) keeps it: the transfer details are still
 * right, and the form stays usable.
 */
export const eventAccountsError = (accounts: { data?: Account[]; error: unknown }): string | null => {
  const { data, error } = accounts;
  if (data || !error) return null;
  return error instanceof ApiError && error.status === 404 ? MSG.noPaymentAccount : MSG.accountFetchForEventFailed;
};
