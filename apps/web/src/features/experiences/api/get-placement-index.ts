import type { PlacementIndex } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { experienceKeys, filterQuery, type PlacementFilter } from './keys';

/** Companies with approved experiences (alphabetical) and the years of passing present. */
export const getPlacementIndex = (filter: PlacementFilter) =>
  api.get<PlacementIndex>(
    `/placements/companies${filterQuery({ type: filter.type, year: filter.year })}`,
  );

export const placementIndexQuery = (filter: PlacementFilter) =>
  queryOptions({
    queryKey: experienceKeys.index(filter),
    queryFn: () => getPlacementIndex(filter),
    placeholderData: keepPreviousData,
  });

export const usePlacementIndex = (filter: PlacementFilter) => useQuery(placementIndexQuery(filter));
