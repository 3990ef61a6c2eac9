import type { TimerResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { timerKeys } from '../../../api/timer';

export const stopTimer = () => api.delete<TimerResponse>('/timer/timer');

export function useStopTimer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: stopTimer, onSettled: () => qc.invalidateQueries({ queryKey: timerKeys.all }) });
}
