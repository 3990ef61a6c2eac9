import type { Certificate } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { certificateKeys } from './keys';

/** The public record of a certificate: what it certifies and whether it still stands. */
export const getCertificate = (code: string) =>
  api.get<Certificate>(`/certificates/${encodeURIComponent(code)}`);

export const certificateQuery = (code: string) =>
  queryOptions({
    queryKey: certificateKeys.one(code),
    queryFn: () => getCertificate(code),
    retry: false,
  });

export const useCertificate = (code: string) => useQuery(certificateQuery(code));

export const certificatePdfUrl = (code: string) =>
  `/api/certificates/${encodeURIComponent(code)}/pdf`;
