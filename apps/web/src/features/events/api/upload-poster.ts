import type { EventSaveResponse, SymposiumName } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { eventKeys } from '../../../api/events';

export function uploadPoster({ id, symposiumName, poster }: { id: number; symposiumName: SymposiumName; poster: File }) {
  const form = new FormData();
  form.append('symposiumName', symposiumName);
  form.append('poster', poster);
  return api.upload<EventSaveResponse>('POST', `/events/${id}/poster`, form);
}

export function useUploadPoster() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: uploadPoster, onSettled: () => qc.invalidateQueries({ queryKey: eventKeys.all }) });
}
