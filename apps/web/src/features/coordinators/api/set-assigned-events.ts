import type { AssignedEvent } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coordinatorKeys } from '../../../api/coordinators';

export const setAssignedEvents = ({ userId, eventIds }: { userId: number; eventIds: number[] }) =>
  api.put<{ message: string; events: AssignedEvent[] }>(`/organizers/${userId}/events`, { eventIds });

export function useSetAssignedEvents() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setAssignedEvents, onSuccess: () => qc.invalidateQueries({ queryKey: coordinatorKeys.all }) });
}
