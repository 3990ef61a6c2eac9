import type { CreateEventInput, EventSaveResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { eventKeys } from '../../../api/events';

/** Updates the event and replaces its rounds. */
export const updateEvent = ({ id, input }: { id: number; input: CreateEventInput }) =>
  api.put<EventSaveResponse>(`/events/${id}`, input);

export function useUpdateEvent() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateEvent, onSettled: () => qc.invalidateQueries({ queryKey: eventKeys.all }) });
}
