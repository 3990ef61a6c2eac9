import type { PublicExperience } from '@app/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PAGE_SIZE, experienceKeys, filterQuery, type PlacementFilter } from './keys';

/** Approved experiences of one company (matched without regard to case or spaces). */
export const listExperiences = (company: string, filter: PlacementFilter, offset = 0) =>
  api.get<PublicExperience[]>(
    `/placements/experiences${filterQuery({ company, type: filter.type, year: filter.year, limit: PAGE_SIZE, offset })}`,
  );

export const experiencesQuery = (company: string, filter: PlacementFilter) =>
  infiniteQueryOptions({
    queryKey: experienceKeys.list(company, filter),
    queryFn: ({ pageParam }) => listExperiences(company, filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < PAGE_SIZE ? undefined : pages.length * PAGE_SIZE,
    enabled: company !== '',
  });

export const useExperiences = (company: string, filter: PlacementFilter) =>
  useInfiniteQuery(experiencesQuery(company, filter));
