import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface JobStatus<R> {
  id: number;
  kind: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  total: number;
  result: R | null;
  error: string | null;
}

/** GET /api/jobs/{id} (staff): a background job's progress, polled every second until it ends. */
export const getJob = <R,>(id: number) => api.get<JobStatus<R>>(`/jobs/${id}`);

export const jobQuery = <R,>(id: number | null) =>
  queryOptions({
    queryKey: ['jobs', id] as const,
    queryFn: () => getJob<R>(id!),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'done' || q.state.data.status === 'failed') ? false : 1000),
  });

export const useJob = <R,>(id: number | null) => useQuery(jobQuery<R>(id));
