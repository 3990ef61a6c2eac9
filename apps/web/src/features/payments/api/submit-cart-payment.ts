import { SCREENSHOT_FIELD, type PaymentResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartPaymentMutationKey, invalidateRegistrationChange } from '../../../api/registrations';
import { markPaid } from './mark-paid';

export interface CartPaymentInput {
  eventIds: number[];
  transactionId: string;
  transactionUsername?: string;
  mobileNumber: string;
  transactionAmount: number;
  screenshot: File;
}

/** POST /api/registrations as multipart: the whole cart paid at once, with the transfer's screenshot. */
export function submitCartPayment(input: CartPaymentInput) {
  const form = new FormData();
  form.append('eventIds', JSON.stringify(input.eventIds));
  form.append('transactionId', input.transactionId);
  if (input.transactionUsername) form.append('transactionUsername', input.transactionUsername);
  form.append('mobileNumber', input.mobileNumber);
  form.append('transactionAmount', String(input.transactionAmount));
  form.append(SCREENSHOT_FIELD, input.screenshot);
  return api.upload<PaymentResponse>('POST', '/registrations', form);
}

export function useSubmitCartPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: cartPaymentMutationKey,
    mutationFn: submitCartPayment,
    onSuccess: (_answer, input) => markPaid(qc, input.eventIds),
    onSettled: () => invalidateRegistrationChange(qc),
  });
}
