import type { Coordinator } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coordinatorKeys } from '../../../api/coordinators';

export const setEventCoordinators = ({ eventId, userIds }: { eventId: number; userIds: number[] }) =>
  api.put<{ message: string; coordinators: Coordinator[] }>(`/events/${eventId}/coordinators`, { userIds });

export function useSetEventCoordinators() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setEventCoordinators, onSuccess: () => qc.invalidateQueries({ queryKey: coordinatorKeys.all }) });
}
