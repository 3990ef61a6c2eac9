import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { certificateKeys } from './keys';

export interface JobStatus {
  id: number;
  kind: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  total: number;
  result: unknown;
  error: string | null;
}

export const getJob = (jobId: number) => api.get<JobStatus>(`/jobs/${jobId}`);

/** Polled every second while the batch is queued or running. */
export const jobQuery = (jobId: number) =>
  queryOptions({
    queryKey: certificateKeys.job(jobId),
    queryFn: () => getJob(jobId),
    refetchInterval: (q) =>
      q.state.data && ['done', 'failed'].includes(q.state.data.status) ? false : 1000,
  });

export const useJob = (jobId: number) => useQuery(jobQuery(jobId));
