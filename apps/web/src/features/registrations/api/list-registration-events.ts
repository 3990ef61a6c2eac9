import type { Event } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** Every event of both symposia, for staff picking whose registrations to view. */
export const listRegistrationEvents = () => api.get<Event[]>('/events');

export const registrationEventsQuery = () => queryOptions({ queryKey: registrationKeys.events(), queryFn: listRegistrationEvents });

export const useRegistrationEvents = () => useQuery(registrationEventsQuery());
