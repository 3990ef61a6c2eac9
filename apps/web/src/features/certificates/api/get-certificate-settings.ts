import type { CertificateSettings } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { certificateKeys } from './keys';

export const getCertificateSettings = () => api.get<CertificateSettings>('/certificate-settings');

export const certificateSettingsQuery = () =>
  queryOptions({ queryKey: certificateKeys.settings(), queryFn: getCertificateSettings });

export const useCertificateSettings = () => useQuery(certificateSettingsQuery());
