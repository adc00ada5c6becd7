import { QueryCache, QueryClient } from '@tanstack/react-query';
import { pages } from '@greenscape/shared/pages';
import { ApiError } from './api-client';

// A 4xx will not change on retry; only network trouble and 5xx are retried. A 401 on a query
// that needs a session means it ended: the client forgets it and goes to / (docs/product.md#sign-in
// and #errors).
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError(error, query) {
      if (error instanceof ApiError && error.status === 401 && query.meta?.['requiresSession']) {
        queryClient.removeQueries({ queryKey: ['session'] });
        window.location.assign(pages.home);
      }
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
        failureCount < 2,
    },
  },
});
