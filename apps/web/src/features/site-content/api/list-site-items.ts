import type { SiteItem } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteContentKeys } from '../../../api/site-content';

export const listSiteItems = () => api.get<SiteItem[]>('/admin/site-content');

export const siteItemsQueryOptions = () => queryOptions({ queryKey: siteContentKeys.admin(), queryFn: listSiteItems });

export function useSiteItems() {
  return useQuery(siteItemsQueryOptions());
}
