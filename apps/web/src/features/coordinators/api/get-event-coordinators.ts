import type { Coordinator } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coordinatorKeys } from '../../../api/coordinators';

export const getEventCoordinators = (eventId: number) => api.get<Coordinator[]>(`/events/${eventId}/coordinators`);

export const eventCoordinatorsQuery = (eventId: number) =>
  queryOptions({ queryKey: coordinatorKeys.ofEvent(eventId), queryFn: () => getEventCoordinators(eventId) });

export const useEventCoordinators = (eventId: number | null) =>
  useQuery({ ...eventCoordinatorsQuery(eventId ?? 0), enabled: eventId !== null });
