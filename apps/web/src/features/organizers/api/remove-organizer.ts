import type { MessageResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organizerKeys } from './keys';

export const removeOrganizer = (id: number) => api.delete<MessageResponse>(`/organizers/${id}`);

export function useRemoveOrganizer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: removeOrganizer, onSuccess: () => qc.invalidateQueries({ queryKey: organizerKeys.all }) });
}
