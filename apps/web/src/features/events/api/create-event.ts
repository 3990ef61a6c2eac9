import type { CreateEventInput, EventSaveResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { eventKeys } from '../../../api/events';

export const createEvent = (input: CreateEventInput) => api.post<EventSaveResponse>('/events', input);

export function useCreateEvent() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createEvent, onSettled: () => qc.invalidateQueries({ queryKey: eventKeys.all }) });
}
