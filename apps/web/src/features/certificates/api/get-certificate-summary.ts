import type { CertificateSummary } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { certificateKeys } from './keys';

/** Who is eligible, what was issued and the certificates of one event (admin). */
export const getCertificateSummary = (eventId: number) =>
  api.get<CertificateSummary>(`/events/${eventId}/certificates`);

export const certificateSummaryQuery = (eventId: number) =>
  queryOptions({
    queryKey: certificateKeys.summary(eventId),
    queryFn: () => getCertificateSummary(eventId),
  });

export const useCertificateSummary = (eventId: number) =>
  useQuery(certificateSummaryQuery(eventId));
