import type { AddToCartInput, AddToCartResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartKeys } from '../../../api/registrations';

export const addToCart = (input: AddToCartInput) =>
  api.post<AddToCartResponse>('/cart', input);

export function useAddToCart() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addToCart, onSettled: () => qc.invalidateQueries({ queryKey: cartKeys.all }) });
}
