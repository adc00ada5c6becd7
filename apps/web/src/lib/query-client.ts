import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

// A 4xx will not change on retry; only network trouble and 5xx are retried.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
        failureCount < 2,
    },
  },
});
