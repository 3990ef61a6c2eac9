import type { MessageResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteContentKeys } from '../../../api/site-content';

export const deleteSiteItem = (id: number) => api.delete<MessageResponse>(`/admin/site-content/items/${id}`);

export function useDeleteSiteItem() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteSiteItem, onSettled: () => qc.invalidateQueries({ queryKey: siteContentKeys.all }) });
}
