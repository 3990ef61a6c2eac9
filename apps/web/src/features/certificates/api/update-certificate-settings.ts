import type { CertificateSettings, CertificateSettingsInput } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { certificateKeys } from './keys';

export const updateCertificateSettings = (input: CertificateSettingsInput) =>
  api.put<CertificateSettings>('/certificate-settings', input);

export function useUpdateCertificateSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateCertificateSettings,
    onSuccess: (s) => qc.setQueryData(certificateKeys.settings(), s),
  });
}
