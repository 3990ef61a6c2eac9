import type { VerificationInput, VerificationResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { invalidateRegistrationChange } from '../../../api/registrations';

/** POST /api/verification: verify (true) or reject (false) a payment, optionally with a reason. */
export const decidePayment = (input: VerificationInput) => api.post<VerificationResponse>('/verification', input);

/**
 * Whether the server refused because the payment was decided meanwhile by someone else (the state
 * sent as `from` is no longer its state): a 409 naming the payment's state now.
 */
export const decidedMeanwhile = (err: unknown) =>
  err instanceof ApiError && err.status === 409 && typeof err.details.state === 'string';

export function useDecidePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: decidePayment,
    onSettled: () => invalidateRegistrationChange(qc),
  });
}
