import { onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { pages } from '@greenscape/shared/pages';
import { ApiError } from './api-client';
import { forgetKeptAnswers, keepAnswers, restoreKeptAnswers } from './kept-answers';
import { sessionKeys } from './query-keys';

// A 4xx will not change on retry; only network trouble and 5xx are retried. A 401 on a query
// that needs a session means it ended: the client forgets it and goes to the area's sign-in, which
// comes back to this page afterwards (docs/product.md#sign-in and #errors).
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError(error, query) {
      if (error instanceof ApiError && error.status === 401 && query.meta?.['requiresSession']) {
        queryClient.removeQueries({ queryKey: sessionKeys.all });
        void forgetKeptAnswers(queryClient);
        const { pathname, search } = window.location;
        const area = pathname.split('/')[1];
        const kind =
          area === 'admin' || area === 'service-provider' || area === 'supplier' ? area : 'user';
        window.location.assign(pages.signInThenBack(kind, pathname + search));
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

// The area's guard reads them without bringing the library into the landing page's bundle.
export { onlineManager, forgetKeptAnswers };

// A page opened without a network knows it at once (the library assumes a network until the
// browser says it went away), so its reads wait for the network instead of failing.
onlineManager.setOnline(navigator.onLine);

/**
 * What the phone kept of the customer's and partner's pages, put back before an area's first page
 * (app/area-guard.ts), then kept as it changes (docs/offline.md).
 */
export const keptAnswersRestored: Promise<void> = restoreKeptAnswers(queryClient).then(() => {
  keepAnswers(queryClient);
});
