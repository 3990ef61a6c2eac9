import type { Profile, UpdateProfileInput } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { eventKeys } from '../../../api/events';
import { dashboardKeys } from './keys';

export const updateProfile = (input: UpdateProfileInput) => api.put<{ message: string; user: Profile }>('/users/me', input);

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (res) => {
      qc.setQueryData(dashboardKeys.profile, res.user);
      // What events a student may see depends on their college.
      return qc.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
