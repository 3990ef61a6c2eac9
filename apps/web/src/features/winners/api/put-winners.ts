import type { PutWinnersInput, Winner } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { winnersKeys } from './keys';

export const putWinners = ({ eventId, winners }: PutWinnersInput & { eventId: number }) =>
  api.put<Winner[]>(`/events/${eventId}/winners`, { winners });

export function usePutWinners() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: putWinners,
    onSuccess: (list, v) => qc.setQueryData(winnersKeys.ofEvent(v.eventId), list),
    onSettled: (_r, _e, v) => qc.invalidateQueries({ queryKey: winnersKeys.ofEvent(v.eventId) }),
  });
}
