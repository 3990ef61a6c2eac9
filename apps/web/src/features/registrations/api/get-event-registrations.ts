import type { EventRegistrationRow } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationKeys } from '../../../api/registrations';

/** GET /api/registrations/event/{eventId} (staff): Name, Email, College of everyone registered. */
export const getEventRegistrations = (eventId: number, symposium: string) =>
  api.get<EventRegistrationRow[]>(`/registrations/event/${eventId}?symposium=${encodeURIComponent(symposium)}`);

export const eventRegistrationsQuery = (eventId: number, symposium: string) =>
  queryOptions({ queryKey: registrationKeys.ofEvent(eventId, symposium), queryFn: () => getEventRegistrations(eventId, symposium) });

export const useEventRegistrations = (eventId: number | null, symposium: string | null) =>
  useQuery({ ...eventRegistrationsQuery(eventId ?? 0, symposium ?? ''), enabled: !!eventId && !!symposium });

/** Where the API serves the same list as a CSV or Excel file. */
export const eventRegistrationsExportUrl = (eventId: number, symposium: string, format: 'csv' | 'xlsx' | 'pdf') =>
  `/api/registrations/event/${eventId}/export?format=${format}&symposium=${encodeURIComponent(symposium)}`;
