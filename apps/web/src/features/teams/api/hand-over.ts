import type { Team } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TEAM_ROOTS } from './keys';

export const handOver = ({ teamId, userId }: { teamId: number; userId: number }) =>
  api.post<Team>(`/teams/${teamId}/leader`, { userId });

export function useHandOver() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: handOver,
    onSettled: () => Promise.all(TEAM_ROOTS.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}
