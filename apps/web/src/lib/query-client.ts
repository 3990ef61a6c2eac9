import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Retrying a 4xx never helps; a flaky mobile network (status 0 or 5xx) may.
        retry: (count, err) =>
          count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
        // Offline, a call fails and the page says so (TanStack's default pauses it: an endless
        // spinner, then a registration or a verification sent by itself when the network returns).
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
    },
  });
}
