import type { CreateOrganizerInput, Organizer } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organizerKeys } from './keys';

export const addOrganizer = (input: CreateOrganizerInput) =>
  api.post<{ message: string; organizer: Organizer }>('/organizers', { role: 'organizer', ...input });

export function useAddOrganizer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addOrganizer, onSuccess: () => qc.invalidateQueries({ queryKey: organizerKeys.all }) });
}
