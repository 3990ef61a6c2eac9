import type { SiteItem, SiteItemInput, SiteSection } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteContentKeys } from '../../../api/site-content';

type Result = { message: string; item: SiteItem };

/** Adds an item to a section (no id) or edits one. */
export const saveSiteItem = ({ id, section, input }: { id?: number; section: SiteSection; input: SiteItemInput }) =>
  id
    ? api.put<Result>(`/admin/site-content/items/${id}`, input)
    : api.post<Result>(`/admin/site-content/sections/${section}`, input);

export function useSaveSiteItem() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveSiteItem, onSettled: () => qc.invalidateQueries({ queryKey: siteContentKeys.all }) });
}
