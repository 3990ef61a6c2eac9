import type { Account } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

// The admin's payment accounts: managed on Account Details, assigned to events in the portal.
export const accountKeys = {
  all: ['accounts'] as const,
  list: () => [...accountKeys.all, 'list'] as const,
  /** The accounts a student pays an event's fee to: changed by the admin, never by a payment. */
  ofEvent: (eventId: number) => [...accountKeys.all, 'event', eventId] as const,
};

export const listAccounts = () => api.get<Account[]>('/admin/accounts');

export const accountsQuery = () => queryOptions({ queryKey: accountKeys.list(), queryFn: listAccounts });

export const useAccounts = () => useQuery(accountsQuery());
