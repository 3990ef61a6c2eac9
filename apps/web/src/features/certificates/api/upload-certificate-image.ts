import type { CertificateImageSlot, CertificateSettings } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { certificateKeys } from './keys';

export const uploadCertificateImage = ({
  slot,
  file,
}: {
  slot: CertificateImageSlot;
  file: File;
}) => {
  const form = new FormData();
  form.append('image', file);
  return api.upload<CertificateSettings>('PUT', `/certificate-settings/images/${slot}`, form);
};

/** The stored image of a slot, cache-busted by its file id. */
export const certificateImageUrl = (slot: CertificateImageSlot, fileId: number) =>
  `/api/certificate-settings/images/${slot}?v=${fileId}`;

export function useUploadCertificateImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadCertificateImage,
    onSuccess: (s) => qc.setQueryData(certificateKeys.settings(), s),
  });
}
