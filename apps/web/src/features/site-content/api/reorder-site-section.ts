import type { MessageResponse, SiteItem, SiteSection } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteContentKeys } from '../../../api/site-content';

export const reorderSiteSection = ({ section, ids }: { section: SiteSection; ids: number[] }) =>
  api.put<MessageResponse>(`/admin/site-content/sections/${section}/order`, { ids });

/** Shows the new order at once; a refused order (someone else changed the list) rolls back. */
export function useReorderSiteSection() {
  const qc = useQueryClient();
  const key = siteContentKeys.admin();
  return useMutation({
    mutationFn: reorderSiteSection,
    onMutate: async ({ section, ids }) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<SiteItem[]>(key);
      if (previous) {
        const rank = new Map(ids.map((id, i) => [id, i]));
        const others = previous.filter((i) => i.section !== section);
        const moved = previous.filter((i) => i.section === section).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
        qc.setQueryData(key, [...others, ...moved]);
      }
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) qc.setQueryData(key, context.previous);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: siteContentKeys.all }),
  });
}
