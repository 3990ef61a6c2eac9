import type { StopSymposiumInput, SymposiumActionResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { symposiumKeys } from '../../../api/symposia';

export const stopSymposium = (input: StopSymposiumInput) => api.post<SymposiumActionResponse>('/symposium/stop', input);

export function useStopSymposium() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: stopSymposium, onSettled: () => qc.invalidateQueries({ queryKey: symposiumKeys.status() }) });
}
