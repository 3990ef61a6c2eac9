import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TEAM_ROOTS } from './keys';

/** The leader removes a member, or a member leaves (their own id). */
export const removeMember = ({ teamId, userId }: { teamId: number; userId: number }) =>
  api.delete<{ message: string }>(`/teams/${teamId}/members/${userId}`);

export function useRemoveMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: () => Promise.all(TEAM_ROOTS.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}
