import type { PaymentList, PaymentListQuery } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../api/registrations';

/** GET /api/registrations/all (staff): payments, newest first, paged and filtered. */
export function listPayments(query: PaymentListQuery) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  return api.get<PaymentList>(`/registrations/all?${params}`);
}

export const paymentsQuery = (query: PaymentListQuery) =>
  queryOptions({ queryKey: paymentKeys.staffList(query), queryFn: () => listPayments(query), placeholderData: keepPreviousData });

export const usePayments = (query: PaymentListQuery) => useQuery(paymentsQuery(query));
