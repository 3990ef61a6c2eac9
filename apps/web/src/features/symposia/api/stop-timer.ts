import type { TimerResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { symposiumKeys } from './keys';

export const stopTimer = () => api.delete<TimerResponse>('/timer/timer');

export function useStopTimer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: stopTimer, onSettled: () => qc.invalidateQueries({ queryKey: symposiumKeys.timer() }) });
}
