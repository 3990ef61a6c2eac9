import type { PastTeam, SiteContent } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

// GET /api/site-content: the landing page's people, logos, pictures and history, which the admin
// edits (Site Content) and the server preloads with the HTML of / (apps/api/src/app.ts). The
// landing page, the gallery and /about/{year} read it; every admin change invalidates
// `siteContentKeys.all`, so they all refresh.

export const siteContentKeys = {
  all: ['site-content'] as const,
  public: () => [...siteContentKeys.all, 'public'] as const,
  year: (year: number) => [...siteContentKeys.all, 'year', year] as const,
  admin: () => [...siteContentKeys.all, 'admin'] as const,
};

export const getSiteContent = () => api.get<SiteContent>('/site-content');

export const siteContentQuery = () => queryOptions({ queryKey: siteContentKeys.public(), queryFn: getSiteContent });

/**
 * For the home route's loader: the content is in the first render, so the sections never jump.
 * A slow or failing API never holds the page: after `timeoutMs` (or an error) it answers
 * undefined and the page fetches the content by itself.
 */
export function prefetchSiteContent(timeoutMs = 1500): Promise<SiteContent | undefined> {
  return Promise.race([
    getSiteContent().catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), timeoutMs)),
  ]);
}

export const useSiteContent = (initial?: SiteContent) => useQuery({ ...siteContentQuery(), initialData: initial });

/** GET /api/site-content/years/{year}: the office bearers archived under a year. */
export const getPastTeam = (year: number) => api.get<PastTeam>(`/site-content/years/${year}`);

export const pastTeamQuery = (year: number) => queryOptions({ queryKey: siteContentKeys.year(year), queryFn: () => getPastTeam(year) });

export const usePastTeam = (year: number) => useQuery(pastTeamQuery(year));
