import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

const fiveMinutes = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: fiveMinutes,
        // A 4xx will not change by asking again; network and server errors get one more try.
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
