import type { PaymentListQuery } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';

// Keys of what a registration or a payment changes. Several features read these (the cart, the
// event cards' buttons, My Events, the dashboard, Registration Status), so they live here, and a
// change calls `invalidateRegistrationChange` instead of naming other features' key roots.

export const cartKeys = {
  all: ['cart'] as const,
  list: (userId: number) => [...cartKeys.all, userId] as const,
};

export const registrationKeys = {
  all: ['registrations'] as const,
  byEmail: (email: string) => [...registrationKeys.all, 'by-email', email.toLowerCase()] as const,
  ofUser: (userId: number) => [...registrationKeys.all, 'user', userId] as const,
  ofEvent: (eventId: number, symposium: string) => [...registrationKeys.all, 'event', eventId, symposium] as const,
  /** Verified participants with their round results (Update Winners), so a verification shows there too. */
  withRounds: (eventId: number) => [...registrationKeys.all, 'rounds', eventId] as const,
};

export const paymentKeys = {
  all: ['payments'] as const,
  ofUser: (userId: number) => [...paymentKeys.all, 'user', userId] as const,
  staffList: (query: PaymentListQuery) => [...paymentKeys.all, 'all', query] as const,
};

/** The cart's payment while it is being sent: the cart reads it, so Back meanwhile shows no payable cart. */
export const cartPaymentMutationKey = ['payments', 'submit-cart'] as const;

/**
 * After a registration, a payment or a verification: registrations, payments and the cart change,
 * and the events' seat counts ('events', SPEC-2 §A).
 */
export const invalidateRegistrationChange = (qc: QueryClient) =>
  Promise.all(
    [registrationKeys.all, paymentKeys.all, cartKeys.all, ['events'] as const].map((queryKey) => qc.invalidateQueries({ queryKey })),
  );
