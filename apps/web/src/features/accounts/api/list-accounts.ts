import type { Account } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const listAccounts = () => api.get<Account[]>('/admin/accounts');

export const accountsQuery = () => queryOptions({ queryKey: accountKeys.list(), queryFn: listAccounts });

export const useAccounts = () => useQuery(accountsQuery());
