import type { UserPayment } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../api/registrations';

/** GET /api/payments/user/{userId}: the student's payments with their state and any reason. */
export const getMyPayments = (userId: number) => api.get<UserPayment[]>(`/payments/user/${userId}`);

export const myPaymentsQuery = (userId: number) =>
  queryOptions({ queryKey: paymentKeys.ofUser(userId), queryFn: () => getMyPayments(userId) });

export const useMyPayments = (userId: number | null | undefined) =>
  useQuery({ ...myPaymentsQuery(userId ?? 0), enabled: !!userId, refetchOnWindowFocus: 'always' });
