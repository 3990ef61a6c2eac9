import type { MyWaitlistEntry } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waitlistKeys } from './keys';

export const getMyWaitlist = () => api.get<MyWaitlistEntry[]>('/waitlist/mine');

export const myWaitlistQuery = (userId: number) =>
  queryOptions({ queryKey: waitlistKeys.mine(userId), queryFn: getMyWaitlist, staleTime: 30_000 });

/** The signed-in student's places and offers; nothing for visitors and staff. */
export function useMyWaitlist(userId: number | undefined) {
  return useQuery({ ...myWaitlistQuery(userId ?? 0), enabled: !!userId });
}
