import type { AdminExperience } from '@app/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PAGE_SIZE, experienceKeys } from './keys';

export type ReviewStatus = 'pending' | 'approved';

/** The admin's lists: pending oldest first, approved newest first. */
export const listReviewExperiences = (status: ReviewStatus, offset = 0) =>
  api.get<AdminExperience[]>(
    `/placements/admin/${status}-experiences?limit=${PAGE_SIZE}&offset=${offset}`,
  );

export const reviewExperiencesQuery = (status: ReviewStatus) =>
  infiniteQueryOptions({
    queryKey: experienceKeys.review(status),
    queryFn: ({ pageParam }) => listReviewExperiences(status, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < PAGE_SIZE ? undefined : pages.length * PAGE_SIZE,
  });

export const useReviewExperiences = (status: ReviewStatus) =>
  useInfiniteQuery(reviewExperiencesQuery(status));
