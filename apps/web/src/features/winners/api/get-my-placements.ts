import type { MyPlacement } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { winnersKeys } from './keys';

/** Where the student placed, per event (for 'Winner — First place' on My Events). */
export const getMyPlacements = () => api.get<MyPlacement[]>('/winners/mine');

export const myPlacementsQuery = (enabled: boolean) =>
  queryOptions({ queryKey: winnersKeys.mine(), queryFn: getMyPlacements, enabled });

export const useMyPlacements = (enabled: boolean) => useQuery(myPlacementsQuery(enabled));
