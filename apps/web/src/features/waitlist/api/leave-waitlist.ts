import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WAITLIST_ROOTS } from './keys';

/** Leaves the line, or declines an open offer (its seat goes to the next person at once). */
export const leaveWaitlist = (eventId: number) =>
  api.delete<{ message: string }>(`/events/${eventId}/waitlist`);

export function useLeaveWaitlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () =>
      Promise.all(WAITLIST_ROOTS.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}
