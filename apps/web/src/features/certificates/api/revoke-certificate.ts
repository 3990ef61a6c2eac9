import type { Certificate } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { certificateKeys } from './keys';

export const revokeCertificate = ({ code }: { code: string; eventId: number }) =>
  api.delete<Certificate>(`/certificates/${encodeURIComponent(code)}`);

export function useRevokeCertificate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    onSettled: (_r, _e, v) => {
      void qc.invalidateQueries({ queryKey: certificateKeys.summary(v.eventId) });
      void qc.invalidateQueries({ queryKey: certificateKeys.one(v.code) });
    },
  });
}
