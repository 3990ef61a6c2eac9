import type { PaymentRegistration } from '@app/shared';

export type PaymentState = 'pending' | 'verified' | 'rejected';

export const paymentState = (p: Pick<PaymentRegistration, 'verified'>): PaymentState =>
  p.verified === true ? 'verified' : p.verified === false ? 'rejected' : 'pending';

export const PAYMENT_STATE_LABEL: Record<PaymentState, string> = { pending: 'Pending', verified: 'Verified', rejected: 'Rejected' };
export const PAYMENT_STATE_COLOR: Record<PaymentState, string> = { pending: 'orange', verified: 'teal', rejected: 'red' };
