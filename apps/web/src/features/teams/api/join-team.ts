import type { Team } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TEAM_ROOTS } from './keys';

export const joinTeam = (code: string) => api.post<Team>('/teams/join', { code });

export function useJoinTeam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: joinTeam,
    onSettled: () => Promise.all(TEAM_ROOTS.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}
