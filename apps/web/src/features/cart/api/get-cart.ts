import type { CartItem } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartKeys } from '../../../api/registrations';

export const getCart = (userId: number) => api.get<CartItem[]>(`/cart/${userId}`);

export const cartQuery = (userId: number) =>
  queryOptions({ queryKey: cartKeys.list(userId), queryFn: () => getCart(userId), staleTime: 5_000 });

export const useCart = (userId: number | null | undefined) =>
  useQuery({ ...cartQuery(userId ?? 0), enabled: !!userId });
