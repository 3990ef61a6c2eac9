import type { Timer } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { symposiumKeys } from './keys';

/** `{ end_time }` while a registration countdown runs, `{}` when none. */
export const getTimer = () => api.get<Timer>('/timer/timer');

export const timerQuery = () => queryOptions({ queryKey: symposiumKeys.timer(), queryFn: getTimer });

export const useTimer = () => useQuery(timerQuery());
