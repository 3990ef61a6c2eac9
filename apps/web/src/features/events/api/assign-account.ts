import type { MessageResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { eventKeys } from '../../../api/events';

export const assignAccount = ({ eventId, accountId }: { eventId: number; accountId: number }) =>
  api.post<MessageResponse>(`/events/${eventId}/accounts`, { accountId });

export function useAssignAccount() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: assignAccount, onSettled: () => qc.invalidateQueries({ queryKey: eventKeys.all }) });
}
