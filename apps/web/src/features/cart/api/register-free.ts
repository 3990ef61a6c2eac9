import type { FreeRegistrationInput } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRegistrationChange } from '../../../api/registrations';

export interface FreeRegistrationResult {
  message: string;
  registration: { id: number; eventId: number; status: 'pending' | 'verified' | 'rejected' };
}

export const registerFree = (input: FreeRegistrationInput) =>
  api.post<FreeRegistrationResult>('/registrations/simple', input);

export function useRegisterFree() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: registerFree,
    onSettled: () => invalidateRegistrationChange(qc),
  });
}
