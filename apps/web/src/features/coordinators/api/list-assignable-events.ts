import type { Event } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coordinatorKeys } from './keys';

/** Every event of both symposia, to pick a person's events from. */
export const listAssignableEvents = () => api.get<Event[]>('/events');

export const assignableEventsQuery = () => queryOptions({ queryKey: coordinatorKeys.events(), queryFn: listAssignableEvents });

export const useAssignableEvents = () => useQuery(assignableEventsQuery());
