import type { SiteContent } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteContentKeys } from './keys';

// GET /api/site-content: the landing page's people, logos, pictures and history, which the
// server preloads with the HTML of / (apps/api/src/app.ts).

export const getSiteContent = () => api.get<SiteContent>('/site-content');

export const siteContentQueryOptions = () => queryOptions({ queryKey: siteContentKeys.public(), queryFn: getSiteContent });

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

export function useSiteContent(initial?: SiteContent) {
  return useQuery({ ...siteContentQueryOptions(), initialData: initial });
}
