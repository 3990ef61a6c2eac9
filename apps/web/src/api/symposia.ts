import type { SymposiumStatus } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

// Whether each symposium is open: the Events page reads it, the admin's control dialog changes it.
export const symposiumKeys = {
  all: ['symposia'] as const,
  status: () => [...symposiumKeys.all, 'status'] as const,
};

export const getSymposiumStatus = () => api.get<SymposiumStatus[]>('/symposium/status');

export const symposiumStatusQuery = () => queryOptions({ queryKey: symposiumKeys.status(), queryFn: getSymposiumStatus });

export const useSymposiumStatus = () => useQuery(symposiumStatusQuery());
