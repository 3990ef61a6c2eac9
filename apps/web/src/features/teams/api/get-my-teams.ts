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

/** How often an open dialog of a forming team asks again who is in it. */
export const FORMING_TEAM_RECHECK_MS = 15_000;

/**
 * For an open team dialog: while the team is forming, members join from their own phones, so the
 * student's teams are read again every 15 s (while the page is visible) and when the window
 * regains focus. The dialog shows who joined without a reload.
 */
export function useFormingTeamRecheck(userId: number, forming: boolean) {
  useQuery({
    ...myTeamsQuery(userId),
    enabled: forming,
    refetchInterval: FORMING_TEAM_RECHECK_MS,
    refetchOnWindowFocus: 'always',
  });
}
