import type { OnSpotInput, OnSpotResponse } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/registrations/on-spot: the walk-in registered, paid and verified in one step. */
export const registerOnSpot = (input: OnSpotInput) =>
  api.post<OnSpotResponse>('/registrations/on-spot', input);

export const useRegisterOnSpot = () => useMutation({ mutationFn: registerOnSpot });
