import { api } from '../../../lib/api-client';

/** POST /api/verification from the desk: 'Verify and check in' first verifies the payment shown. */
export const verifyPayment = (p: { userId: number; eventId: number; paymentId: number }) =>
  api.post<{ message: string }>('/verification', { ...p, verified: true });
