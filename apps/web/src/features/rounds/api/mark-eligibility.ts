import { roundKey, type MarkEligibilityResponse, type RoundRegistrant } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationKeys } from '../../../api/registrations';

export interface MarkEligibilityVariables {
  eventId: number;
  roundNumber: number;
  userId: number;
  status: 0 | 1;
}

export const markEligibility = ({ eventId, roundNumber, userId, status }: MarkEligibilityVariables) =>
  api.post<MarkEligibilityResponse>(`/events/${eventId}/rounds/${roundNumber}/eligible`, { userId, status });

export function useMarkEligibility() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markEligibility,
    onSuccess: (res, v) => {
      // Show the new state at once; the refetch below confirms it.
      qc.setQueryData<RoundRegistrant[]>(registrationKeys.withRounds(v.eventId), (rows) =>
        rows?.map((r) => (r.userId === v.userId ? { ...r, [roundKey(v.roundNumber)]: res.status } : r)),
      );
    },
    onSettled: (_res, _err, v) => qc.invalidateQueries({ queryKey: registrationKeys.withRounds(v.eventId) }),
  });
}
