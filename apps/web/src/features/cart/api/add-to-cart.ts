import type { AddToCartInput, CartItem } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartKeys } from '../../../api/registrations';

export const addToCart = (input: AddToCartInput) =>
  api.post<{ message: string; item: CartItem }>('/cart', input);

export function useAddToCart() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addToCart, onSettled: () => qc.invalidateQueries({ queryKey: cartKeys.all }) });
}
