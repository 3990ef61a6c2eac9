import type { MessageResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from '../../../api/accounts';
import { eventKeys } from '../../../api/events';

export const deleteAccount = (id: number) => api.delete<MessageResponse>(`/admin/accounts/${id}`);

export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: accountKeys.all }), qc.invalidateQueries({ queryKey: eventKeys.all })]),
  });
}
