import type { MyPass } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Under 'registrations': a pass lists the events of the student's verified registrations, so
// registering, cancelling or a verification refreshes it.
export const passKeys = {
  all: ['registrations', 'passes'] as const,
  mine: () => [...passKeys.all, 'mine'] as const,
};

/** GET /api/passes/mine: one entry pass per symposium where the student holds a verified registration. */
export const getMyPasses = () => api.get<MyPass[]>('/passes/mine');

export const myPassesQuery = () =>
  queryOptions({ queryKey: passKeys.mine(), queryFn: getMyPasses, staleTime: 60_000 });

/**
 * Read again whenever My Events (or a pass page) opens and whenever the window regains focus, as
 * the registrations beside it are: a verification made elsewhere (by the admin) shows its new pass
 * together with the verified registration.
 */
export const useMyPasses = (enabled: boolean) =>
  useQuery({ ...myPassesQuery(), enabled, refetchOnMount: 'always', refetchOnWindowFocus: 'always' });
