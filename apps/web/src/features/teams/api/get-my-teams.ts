import type { MyTeam } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from './keys';

export const getMyTeams = () => api.get<MyTeam[]>('/teams/mine');

export const myTeamsQuery = (userId: number) =>
  queryOptions({ queryKey: teamKeys.mine(userId), queryFn: getMyTeams, staleTime: 30_000 });

export function useMyTeams(userId: number | undefined) {
  return useQuery({ ...myTeamsQuery(userId ?? 0), enabled: !!userId });
}
