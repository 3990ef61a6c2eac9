import type { PassView } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './keys';

/** GET /api/passes/{passCode}: whose pass it is, and for the desk, their events. */
export const getPass = (passCode: string) =>
  api.get<PassView>(`/passes/${encodeURIComponent(passCode)}`);

export const usePass = (passCode: string) =>
  useQuery(
    queryOptions({
      queryKey: checkInKeys.pass(passCode),
      queryFn: () => getPass(passCode),
      retry: false,
    }),
  );
