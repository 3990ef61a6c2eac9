import type { MessageResponse, SymposiumName } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { eventKeys } from '../../../api/events';

export const removePoster = ({ id, symposiumName }: { id: number; symposiumName: SymposiumName }) =>
  api.delete<MessageResponse>(`/events/${id}/poster`, { symposiumName });

export function useRemovePoster() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: removePoster, onSettled: () => qc.invalidateQueries({ queryKey: eventKeys.all }) });
}
