import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateRegistrationChange } from '../../../api/registrations';
import { api } from '../../../lib/api-client';

/** DELETE /api/registrations/{id}: a student's own free registration, before the deadline. */
export const cancelRegistration = (registrationId: number) =>
  api.delete<{ message: string }>(`/registrations/${registrationId}`);

export function useCancelRegistration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelRegistration,
    onSettled: () => invalidateRegistrationChange(qc),
  });
}
