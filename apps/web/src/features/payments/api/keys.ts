import type { PaymentListQuery } from '@app/shared';

export const paymentKeys = {
  all: ['payments'] as const,
  staffList: (query: PaymentListQuery) => [...paymentKeys.all, 'all', query] as const,
  transaction: (id: string) => [...paymentKeys.all, 'check', id] as const,
  eventAccounts: (eventId: number) => [...paymentKeys.all, 'accounts', eventId] as const,
  event: (eventId: number, symposium: string) => [...paymentKeys.all, 'event', eventId, symposium] as const,
};

/** What a payment changes besides itself: registrations, cart and the event card buttons. */
export const PAYMENT_ROOTS = [['payments'], ['registrations'], ['cart']] as const;
