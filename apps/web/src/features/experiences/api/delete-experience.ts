import type { MessageResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { experienceKeys } from './keys';

export const deleteExperience = (id: number) =>
  api.delete<MessageResponse>(`/placements/admin/delete-experience/${id}`);

export function useDeleteExperience() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteExperience,
    onSettled: () => qc.invalidateQueries({ queryKey: experienceKeys.all }),
  });
}
