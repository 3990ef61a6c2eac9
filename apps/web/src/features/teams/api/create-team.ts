import type { Team } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TEAM_ROOTS } from './keys';

export const createTeam = ({ eventId, teamName }: { eventId: number; teamName: string }) =>
  api.post<Team>(`/events/${eventId}/teams`, { teamName });

export function useCreateTeam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSettled: () => Promise.all(TEAM_ROOTS.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}
