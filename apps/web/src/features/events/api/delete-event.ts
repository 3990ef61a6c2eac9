import type { MessageResponse, SymposiumName } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { eventKeys } from '../../../api/events';

export const deleteEvent = ({ id, symposiumName }: { id: number; symposiumName: SymposiumName }) =>
  api.delete<MessageResponse>(`/events/${id}`, { symposiumName });

export function useDeleteEvent() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteEvent, onSettled: () => qc.invalidateQueries({ queryKey: eventKeys.all }) });
}
