import type { MessageResponse, SymposiumName } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coordinatorKeys } from '../../../api/coordinators';
import { eventKeys } from '../../../api/events';

export const deleteEvent = ({ id, symposiumName }: { id: number; symposiumName: SymposiumName }) =>
  api.delete<MessageResponse>(`/events/${id}`, { symposiumName });

export function useDeleteEvent() {
  const qc = useQueryClient();
  // Its coordinators' assignments go with it.
  return useMutation({
    mutationFn: deleteEvent,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: eventKeys.all }), qc.invalidateQueries({ queryKey: coordinatorKeys.all })]),
  });
}
