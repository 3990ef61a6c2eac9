import type { PastTeam } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteContentKeys } from './keys';

export const getPastTeam = (year: number) => api.get<PastTeam>(`/site-content/years/${year}`);

export const pastTeamQueryOptions = (year: number) =>
  queryOptions({ queryKey: siteContentKeys.year(year), queryFn: () => getPastTeam(year) });

export function usePastTeam(year: number) {
  return useQuery(pastTeamQueryOptions(year));
}
