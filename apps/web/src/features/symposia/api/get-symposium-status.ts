import type { SymposiumStatus } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { symposiumKeys } from './keys';

export const getSymposiumStatus = () => api.get<SymposiumStatus[]>('/symposium/status');

export const symposiumStatusQuery = () => queryOptions({ queryKey: symposiumKeys.status(), queryFn: getSymposiumStatus });

export const useSymposiumStatus = () => useQuery(symposiumStatusQuery());
