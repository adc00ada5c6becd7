import { redirect, type LoaderFunctionArgs } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import type { Role } from '@greenscape/shared/schemas/auth';
import { ApiError, clientRefusals } from '../lib/api-client';

/** How long the area waits for the server to say who is signed in before it opens offline. */
const noAnswerMs = 10_000;

const offline = (message: string): never => {
  throw new ApiError(0, message);
};

// Pages where an account with an unfinished profile may stay; elsewhere it is sent to finish it.
const profilePages: Partial<Record<Role, string[]>> = {
  user: [pages.userDetails],
  'service-provider': [pages.partnerUpdate, pages.partnerDetails],
  supplier: [pages.supplierUpdate],
};

/**
 * The loader of each signed-in area: checks the role's session with the server on every load of
 * the area. Without one, the client forgets its session state and goes to the area's sign-in,
 * which says why and comes back to this page afterwards (docs/product.md#sign-in).
 */
export function requireRole(role: Role) {
  return async ({ request }: LoaderFunctionArgs) => {
    // Loaded here rather than imported: the router is part of the landing page's bundle.
    const [
      { queryClient, keptAnswersRestored, onlineManager, forgetKeptAnswers },
      { accountQuery, homeAfterSignIn, sessionKeys },
    ] = await Promise.all([import('../lib/query-client'), import('../lib/session')]);
    await keptAnswersRestored;
    let account;
    try {
      // Without a network the account the phone kept opens the area (docs/offline.md); the
      // server checks the session again with the first request that reaches it.
      if (onlineManager.isOnline()) {
        // A link that takes the request and never answers counts as none after a while.
        const noAnswer = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new ApiError(0, clientRefusals.network)), noAnswerMs),
        );
        account = await Promise.race([
          queryClient.fetchQuery({ ...accountQuery(role), staleTime: 0 }),
          noAnswer,
        ]).catch(async (error: unknown) => {
          // Online in name only (one bar): the kept account and answers open the area.
          if (!(error instanceof ApiError) || error.status !== 0) {
            throw error;
          }
          const { noSignal } = await import('../lib/no-signal');
          await noSignal(queryClient);
          return (
            queryClient.getQueryData(accountQuery(role).queryKey) ?? offline(clientRefusals.network)
          );
        });
      } else {
        // Without a network and nothing kept, the read would wait for the network: say so now.
        account =
          queryClient.getQueryData(accountQuery(role).queryKey) ?? offline(clientRefusals.network);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        queryClient.removeQueries({ queryKey: sessionKeys.all });
        // The session is over: nothing of its account stays on the phone (docs/offline.md).
        await forgetKeptAnswers(queryClient);
        const url = new URL(request.url);
        throw redirect(pages.signInThenBack(role, url.pathname + url.search));
      }
      throw error;
    }
    const home = homeAfterSignIn(role, account);
    const path = new URL(request.url).pathname;
    const unfinished = profilePages[role]?.includes(home);
    if (unfinished && !profilePages[role]!.includes(path)) {
      throw redirect(home);
    }
    return null;
  };
}
