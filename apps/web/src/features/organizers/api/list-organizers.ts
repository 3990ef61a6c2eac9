import type { Organizer } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organizerKeys } from './keys';

export const listOrganizers = () => api.get<Organizer[]>('/organizers');

export const organizersQuery = () => queryOptions({ queryKey: organizerKeys.list(), queryFn: listOrganizers });

export const useOrganizers = () => useQuery(organizersQuery());
