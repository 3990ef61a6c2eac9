import type { Event } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** The event a payment is for, as the Registration Page needs it (name, fee, deadline). */
export const getPaymentEvent = (eventId: number, symposium: string) =>
  api.get<Event>(`/events/${eventId}?symposium=${encodeURIComponent(symposium)}`);

export const paymentEventQuery = (eventId: number, symposium: string) =>
  queryOptions({ queryKey: paymentKeys.event(eventId, symposium), queryFn: () => getPaymentEvent(eventId, symposium) });

export const usePaymentEvent = (eventId: number | null, symposium: string | null) =>
  useQuery({ ...paymentEventQuery(eventId ?? 0, symposium ?? ''), enabled: !!eventId && !!symposium });
