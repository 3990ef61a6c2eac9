import type { SiteItem } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteContentKeys } from '../../../api/site-content';

export const uploadSiteImage = ({ id, file }: { id: number; file: File }) => {
  const form = new FormData();
  form.append('image', file);
  return api.upload<{ message: string; item: SiteItem }>('POST', `/admin/site-content/items/${id}/image`, form);
};

export function useUploadSiteImage() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: uploadSiteImage, onSettled: () => qc.invalidateQueries({ queryKey: siteContentKeys.all }) });
}
