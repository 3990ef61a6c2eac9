import type { StartSymposiumInput, SymposiumActionResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { symposiumKeys } from '../../../api/symposia';

export const startSymposium = (input: StartSymposiumInput) => api.post<SymposiumActionResponse>('/symposium/start', input);

export function useStartSymposium() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: startSymposium, onSettled: () => qc.invalidateQueries({ queryKey: symposiumKeys.status() }) });
}
