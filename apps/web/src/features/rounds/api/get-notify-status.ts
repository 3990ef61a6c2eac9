import type { NotifyStatus } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roundsKeys } from './keys';

/** How many mails of the round's latest notifications have gone out. */
export const getNotifyStatus = (eventId: number, roundNumber: number) =>
  api.get<NotifyStatus>(`/events/${eventId}/rounds/${roundNumber}/notify-status`);

export const notifyStatusQuery = (eventId: number, roundNumber: number) =>
  queryOptions({
    queryKey: roundsKeys.notifyStatus(eventId, roundNumber),
    queryFn: () => getNotifyStatus(eventId, roundNumber),
    // Follow the queue while mails are still waiting; stop once all have gone or failed.
    refetchInterval: (q) => (q.state.data?.notice?.pending ? 1500 : false),
  });

export const useNotifyStatus = (eventId: number, roundNumber: number) => useQuery(notifyStatusQuery(eventId, roundNumber));
