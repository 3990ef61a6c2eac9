import type { MessageResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { eventKeys } from '../../../api/events';

export const removeEventAccount = ({ eventId, accountId }: { eventId: number; accountId: number }) =>
  api.delete<MessageResponse>(`/events/${eventId}/accounts/${accountId}`);

export function useRemoveEventAccount() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: removeEventAccount, onSettled: () => qc.invalidateQueries({ queryKey: eventKeys.all }) });
}
