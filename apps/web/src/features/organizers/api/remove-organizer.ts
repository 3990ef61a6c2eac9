import type { MessageResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coordinatorKeys } from '../../../api/coordinators';
import { organizerKeys } from './keys';

export const removeOrganizer = (id: number) => api.delete<MessageResponse>(`/organizers/${id}`);

export function useRemoveOrganizer() {
  const qc = useQueryClient();
  // Their event assignments go with them.
  return useMutation({
    mutationFn: removeOrganizer,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: organizerKeys.all }), qc.invalidateQueries({ queryKey: coordinatorKeys.all })]),
  });
}
