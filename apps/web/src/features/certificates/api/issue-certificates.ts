import type { CertificateKind, IssueCertificatesResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { certificateKeys } from './keys';

export const issueCertificates = ({ eventId, kind }: { eventId: number; kind: CertificateKind }) =>
  api.post<IssueCertificatesResponse>(`/events/${eventId}/certificates`, { kind });

export function useIssueCertificates() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: issueCertificates,
    onSettled: (_r, _e, v) =>
      qc.invalidateQueries({ queryKey: certificateKeys.summary(v.eventId) }),
  });
}
