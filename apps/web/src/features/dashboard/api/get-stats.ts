import type { Stats, SymposiumName } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const statsKeys = {
  all: ['admin-stats'] as const,
  symposium: (symposium: SymposiumName) => [...statsKeys.all, symposium] as const,
};

export const getStats = (symposium: SymposiumName) =>
  api.get<Stats>(`/admin/stats?symposium=${encodeURIComponent(symposium)}`);

export const statsQuery = (symposium: SymposiumName) =>
  queryOptions({ queryKey: statsKeys.symposium(symposium), queryFn: () => getStats(symposium) });

export const useStats = (symposium: SymposiumName) => useQuery(statsQuery(symposium));
