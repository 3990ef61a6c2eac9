import type { Event } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roundEvents } from '../lib/round-state';
import { roundsKeys } from './keys';

/** Every event of both symposia; the page keeps those that have rounds. */
export const listRoundEvents = () => api.get<Event[]>('/events');

export const roundEventsQuery = () =>
  queryOptions({ queryKey: roundsKeys.events(), queryFn: listRoundEvents, select: roundEvents });

export const useRoundEvents = () => useQuery(roundEventsQuery());
