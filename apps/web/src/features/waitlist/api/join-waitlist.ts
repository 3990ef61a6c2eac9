import type { JoinWaitlistResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WAITLIST_ROOTS } from './keys';

export const joinWaitlist = (eventId: number) =>
  api.post<JoinWaitlistResponse>(`/events/${eventId}/waitlist`);

export function useJoinWaitlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSettled: () =>
      Promise.all(WAITLIST_ROOTS.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}
