import type { Certificate } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { certificateKeys } from './keys';

export const listMyCertificates = () => api.get<Certificate[]>('/certificates/mine');

export const myCertificatesQuery = () =>
  queryOptions({ queryKey: certificateKeys.mine(), queryFn: listMyCertificates });

export const useMyCertificates = () => useQuery(myCertificatesQuery());
