import type { Attendance } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './keys';

/** GET /api/events/{id}/attendance: verified registrations against check-ins. */
export const getAttendance = (eventId: number) =>
  api.get<Attendance>(`/events/${eventId}/attendance`);
export const attendanceCsvUrl = (eventId: number) => `/api/events/${eventId}/attendance?format=csv`;

export const useAttendance = (eventId: number | null) =>
  useQuery(
    queryOptions({
      queryKey: checkInKeys.attendance(eventId ?? 0),
      queryFn: () => getAttendance(eventId!),
      enabled: !!eventId,
    }),
  );
