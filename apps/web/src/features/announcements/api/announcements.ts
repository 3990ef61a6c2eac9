import type { Announcement, AnnouncementInput, AnnouncementQueued } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const announcementKeys = {
  all: ['announcements'] as const,
  event: (eventId: number) => [...announcementKeys.all, 'event', eventId] as const,
  one: (id: number) => [...announcementKeys.all, 'one', id] as const,
};

export const listAnnouncements = (eventId: number) =>
  api.get<Announcement[]>(`/events/${eventId}/announcements`);
export const getAnnouncement = (id: number) => api.get<Announcement>(`/announcements/${id}`);
export const sendAnnouncement = ({ eventId, ...body }: AnnouncementInput & { eventId: number }) =>
  api.post<AnnouncementQueued>(`/events/${eventId}/announcements`, body);

export const announcementsQuery = (eventId: number) =>
  queryOptions({
    queryKey: announcementKeys.event(eventId),
    queryFn: () => listAnnouncements(eventId),
  });

export const useAnnouncements = (eventId: number | null) =>
  useQuery({ ...announcementsQuery(eventId ?? 0), enabled: !!eventId });

const done = (a: Announcement | undefined) => !!a && a.sent + a.failed >= a.recipients;

/**
 * One announcement's delivery, asked again every second until every mail is out or failed. Each
 * answer also updates its row in the event's list, so the list's Sent column counts along with
 * the bar instead of keeping the count of the moment it was sent.
 */
export function useAnnouncementProgress(id: number | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: announcementKeys.one(id ?? 0),
    queryFn: async () => {
      const one = await getAnnouncement(id!);
      qc.setQueryData<Announcement[]>(announcementKeys.event(one.eventId), (list) =>
        list?.map((a) => (a.id === one.id ? one : a)),
      );
      return one;
    },
    enabled: !!id,
    refetchInterval: (q) => (done(q.state.data) ? false : 1000),
  });
}

export function useSendAnnouncement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendAnnouncement,
    onSettled: (_res, _err, v) =>
      qc.invalidateQueries({ queryKey: announcementKeys.event(v.eventId) }),
  });
}
