import type { VerificationInput, VerificationResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRegistrationChange } from '../../../api/registrations';

/** POST /api/verification: verify (true) or reject (false) a payment, optionally with a reason. */
export const decidePayment = (input: VerificationInput) => api.post<VerificationResponse>('/verification', input);

export function useDecidePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: decidePayment,
    onSettled: () => invalidateRegistrationChange(qc),
  });
}
