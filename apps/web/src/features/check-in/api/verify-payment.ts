import { api } from '../../../lib/api-client';

/**
 * POST /api/verification from the desk: 'Verify and check in' first verifies the payment shown,
 * which the desk shows only while it awaits verification ('pending'): one decided meanwhile by
 * someone else is refused (409), not overturned.
 */
export const verifyPayment = (p: { userId: number; eventId: number; paymentId: number }) =>
  api.post<{ message: string }>('/verification', { ...p, verified: true, from: 'pending' });
