import type { ManualPaymentInput, PaymentResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PAYMENT_ROOTS } from './keys';

/** POST /api/registrations as JSON: one event paid by bank transfer. */
export const submitManualPayment = (input: ManualPaymentInput) => api.post<PaymentResponse>('/registrations', input);

export function useSubmitManualPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitManualPayment,
    onSettled: () => Promise.all(PAYMENT_ROOTS.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}
