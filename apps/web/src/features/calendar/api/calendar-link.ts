import type { CalendarLinkCreated, CalendarLinkStatus, MessageResponse } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const calendarKeys = {
  all: ['calendar'] as const,
  link: () => [...calendarKeys.all, 'link'] as const,
};

/** Whether the student's private calendar link is on (the link itself is shown only when made). */
export const getCalendarLink = () => api.get<CalendarLinkStatus>('/calendar/token');

export const calendarLinkQuery = () => queryOptions({ queryKey: calendarKeys.link(), queryFn: getCalendarLink });

export const useCalendarLink = (enabled: boolean) => useQuery({ ...calendarLinkQuery(), enabled });

/** Makes a new private link; an older one stops working. */
export const createCalendarLink = () => api.post<CalendarLinkCreated>('/calendar/token');

/** Turns the private link off: calendar apps using it get nothing more. */
export const revokeCalendarLink = () => api.delete<MessageResponse>('/calendar/token');

export function useCreateCalendarLink() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createCalendarLink, onSettled: () => qc.invalidateQueries({ queryKey: calendarKeys.all }) });
}

export function useRevokeCalendarLink() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: revokeCalendarLink, onSettled: () => qc.invalidateQueries({ queryKey: calendarKeys.all }) });
}
