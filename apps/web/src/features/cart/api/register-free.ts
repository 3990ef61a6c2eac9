import type { FreeRegistrationInput, FreeRegistrationResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRegistrationChange } from '../../../api/registrations';

/** The answer: the registration, and any clashes with what the student already holds (SPEC-2 §J). */
export type FreeRegistrationResult = FreeRegistrationResponse;

export const registerFree = (input: FreeRegistrationInput) =>
  api.post<FreeRegistrationResult>('/registrations/simple', input);

export function useRegisterFree() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: registerFree,
    onSettled: () => invalidateRegistrationChange(qc),
  });
}
