import type { ExperienceType } from '@app/shared';

export interface PlacementFilter {
  type?: ExperienceType;
  year?: number;
}

export const experienceKeys = {
  all: ['experiences'] as const,
  index: (filter: PlacementFilter) => [...experienceKeys.all, 'index', filter] as const,
  list: (company: string, filter: PlacementFilter) =>
    [...experienceKeys.all, 'list', company, filter] as const,
  review: (status: 'pending' | 'approved') => [...experienceKeys.all, 'review', status] as const,
};

/** `?type=&year=...` with empty values left out. */
export function filterQuery(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const PAGE_SIZE = 50;
