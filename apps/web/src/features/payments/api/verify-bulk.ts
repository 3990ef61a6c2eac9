import type { VerifyBulkQueued, VerifyBulkResult } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateRegistrationChange } from '../../../api/registrations';
import { api } from '../../../lib/api-client';

/** POST /api/payments/verify-bulk (staff): a small batch answers when done, a large one with a job to follow. */
export const verifyBulk = (paymentIds: number[]) => api.post<VerifyBulkResult | VerifyBulkQueued>('/payments/verify-bulk', { paymentIds });

export const isQueued = (r: VerifyBulkResult | VerifyBulkQueued): r is VerifyBulkQueued => 'jobId' in r;

export function useVerifyBulk() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: verifyBulk, onSettled: () => invalidateRegistrationChange(qc) });
}
