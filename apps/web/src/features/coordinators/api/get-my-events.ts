import type { MyEvents } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coordinatorKeys } from '../../../api/coordinators';

/** The events the signed-in staff member or volunteer acts on; `all` when not held to assignments. */
export const getMyEvents = () => api.get<MyEvents>('/me/events');

export const myEventsQuery = () => queryOptions({ queryKey: coordinatorKeys.mine(), queryFn: getMyEvents, staleTime: 60_000 });

export const useMyEvents = () => useQuery(myEventsQuery());

/** The ids an event picker keeps (null: every event), once known. */
export function useMyEventFilter(): { ready: boolean; allowed: ReadonlySet<number> | null } {
  const mine = useMyEvents();
  if (!mine.data) return { ready: !mine.isPending, allowed: mine.isError ? new Set() : null };
  return { ready: true, allowed: mine.data.all ? null : new Set(mine.data.events.map((e) => e.id)) };
}
