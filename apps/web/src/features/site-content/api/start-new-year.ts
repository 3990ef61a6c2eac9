import type { MessageResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteContentKeys } from '../../../api/site-content';

export const startNewYear = (year: number) => api.post<MessageResponse>('/admin/site-content/new-year', { year });

export function useStartNewYear() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: startNewYear, onSettled: () => qc.invalidateQueries({ queryKey: siteContentKeys.all }) });
}
