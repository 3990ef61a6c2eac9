import type { Event } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** The event whose registrations are listed: its name for the title, its coordinator for the PDF. */
export const getRegistrationEvent = (eventId: number, symposium: string) =>
  api.get<Event>(`/events/${eventId}?symposium=${encodeURIComponent(symposium)}`);

export const registrationEventQuery = (eventId: number, symposium: string) =>
  queryOptions({ queryKey: registrationKeys.event(eventId, symposium), queryFn: () => getRegistrationEvent(eventId, symposium) });

export const useRegistrationEvent = (eventId: number | null, symposium: string | null) =>
  useQuery({ ...registrationEventQuery(eventId ?? 0, symposium ?? ''), enabled: !!eventId && !!symposium });
