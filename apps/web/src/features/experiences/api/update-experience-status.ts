import type { MessageResponse, UpdateExperienceStatusInput } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { experienceKeys } from './keys';

export const updateExperienceStatus = (input: UpdateExperienceStatusInput) =>
  api.post<MessageResponse>('/placements/admin/update-experience-status', input);

/** Approve or reject: the item moves lists and, once approved, shows on Placement Details. */
export function useUpdateExperienceStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateExperienceStatus,
    onSettled: () => qc.invalidateQueries({ queryKey: experienceKeys.all }),
  });
}
