import type { NotifyRoundResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roundsKeys } from './keys';

export interface NotifyRoundVariables {
  eventId: number;
  roundNumber: number;
  eligibleMessage: string;
  ineligibleMessage: string;
}

export const notifyRound = ({ eventId, roundNumber, eligibleMessage, ineligibleMessage }: NotifyRoundVariables) =>
  api.post<NotifyRoundResponse>(`/events/${eventId}/rounds/${roundNumber}/notify`, { eligibleMessage, ineligibleMessage });

export function useNotifyRound() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: notifyRound,
    onSettled: (_res, _err, v) => qc.invalidateQueries({ queryKey: roundsKeys.notifyStatus(v.eventId, v.roundNumber) }),
  });
}
