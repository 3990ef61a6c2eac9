import type { Team } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TEAM_ROOTS } from './keys';

/** A new join code; the old one stops working (for a code shared too widely). */
export const regenerateCode = (teamId: number) => api.post<Team>(`/teams/${teamId}/code`);

export function useRegenerateCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: regenerateCode,
    onSettled: () => Promise.all(TEAM_ROOTS.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}
