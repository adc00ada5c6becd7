import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { AccountOf } from '../lib/session';

/** Starts a page's own read, given the signed-in account and the page's path parameters. */
export type FirstRead<R extends Role> = (
  queryClient: QueryClient,
  account: AccountOf[R],
  params: Params,
) => void;

/**
 * The loader of a page whose first paint waits for its own read: it starts that read as soon as
 * the account is known, alongside the page's code, rather than once the page has loaded and
 * rendered (docs/performance.md, "Phones"). The account is the area guard's read
 * (app/area-guard.ts), shared through the query cache, not a second call. The loader does not wait
 * for any of it, so it never holds the page; without a network it starts nothing, as the guard
 * opens the area from what the phone kept (docs/offline.md). The page reads the same query.
 */
export function readEarly<R extends Role>(role: R, load: () => Promise<FirstRead<R>>) {
  return ({ params }: LoaderFunctionArgs) => {
    void (async () => {
      const [{ queryClient, keptAnswersRestored, onlineManager }, { accountQuery }, start] =
        await Promise.all([import('../lib/query-client'), import('../lib/session'), load()]);
      await keptAnswersRestored;
      if (!onlineManager.isOnline()) {
        return;
      }
      start(queryClient, await queryClient.fetchQuery(accountQuery(role)), params);
    })().catch(() => {
      // The guard says what went wrong with the session; the page reads again and says the rest.
    });
    return null;
  };
}
