import type { MessageResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartKeys } from '../../../api/registrations';

export const removeFromCart = ({ cartId, userEmail }: { cartId: number; userEmail: string }) =>
  api.delete<MessageResponse>(`/cart/${cartId}`, { userEmail });

export function useRemoveFromCart() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: removeFromCart, onSettled: () => qc.invalidateQueries({ queryKey: cartKeys.all }) });
}
