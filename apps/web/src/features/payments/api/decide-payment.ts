import type { VerificationInput, VerificationResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PAYMENT_ROOTS } from './keys';

/** POST /api/verification: verify (true) or reject (false) a payment, optionally with a reason. */
export const decidePayment = (input: VerificationInput) => api.post<VerificationResponse>('/verification', input);

export function useDecidePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: decidePayment,
    onSettled: () => Promise.all(PAYMENT_ROOTS.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}
