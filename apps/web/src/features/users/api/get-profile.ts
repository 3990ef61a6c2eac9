import type { Profile } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

export const getProfile = () => api.get<Profile>('/users/me');

export const profileQuery = () => queryOptions({ queryKey: dashboardKeys.profile, queryFn: getProfile });

export const useProfile = () => useQuery(profileQuery());
