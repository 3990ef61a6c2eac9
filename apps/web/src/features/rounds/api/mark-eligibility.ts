import { roundKey, type MarkEligibilityResponse, type RoundRegistrant } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationKeys } from '../../../api/registrations';

/** Whose mark: one participant (`userId`), or every member of a team (`teamId`). */
export type Marked = { userId: number; teamId?: undefined } | { teamId: number; userId?: undefined };

export type MarkEligibilityVariables = { eventId: number; roundNumber: number; status: 0 | 1 } & Marked;

export const markEligibility = ({ eventId, roundNumber, userId, teamId, status }: MarkEligibilityVariables) =>
  api.post<MarkEligibilityResponse>(
    `/events/${eventId}/rounds/${roundNumber}/eligible`,
    teamId !== undefined ? { teamId, status } : { userId, status },
  );

export function useMarkEligibility() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markEligibility,
    onSuccess: (res, v) => {
      // Show the new state at once; the refetch below confirms it.
      qc.setQueryData<RoundRegistrant[]>(registrationKeys.withRounds(v.eventId), (rows) =>
        rows?.map((r) =>
          (v.teamId !== undefined ? r.teamId === v.teamId : r.userId === v.userId) ? { ...r, [roundKey(v.roundNumber)]: res.status } : r,
        ),
      );
    },
    onSettled: (_res, _err, v) => qc.invalidateQueries({ queryKey: registrationKeys.withRounds(v.eventId) }),
  });
}
