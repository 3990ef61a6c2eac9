import type { SetTimerInput, TimerResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { timerKeys } from '../../../api/timer';

/** endTime is the datetime-local value as typed: Kolkata time. */
export const startTimer = (input: SetTimerInput) => api.post<TimerResponse>('/timer/timer', input);

export function useStartTimer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: startTimer, onSettled: () => qc.invalidateQueries({ queryKey: timerKeys.all }) });
}
