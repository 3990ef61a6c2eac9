import type { ManualPaymentInput, PaymentResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRegistrationChange } from '../../../api/registrations';
import { markPaid } from './mark-paid';

/** POST /api/registrations as JSON: one event paid by bank transfer. */
export const submitManualPayment = (input: ManualPaymentInput) => api.post<PaymentResponse>('/registrations', input);

export function useSubmitManualPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitManualPayment,
    onSuccess: (_answer, input) => markPaid(qc, [Number(input.eventId)]),
    onSettled: () => invalidateRegistrationChange(qc),
  });
}
