import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Admin, Partner, Role, Supplier, User } from '@greenscape/shared/schemas/auth';
import { pages } from '@greenscape/shared/pages';
import { sessionKeys } from './query-keys';

// The server session is the truth (docs/product.md#sign-in): the browser keeps no account record of
// its
// own, and each role's verify call (packages/shared/src/contract/auth.ts) restores it on every
// load.
export type AccountOf = {
  user: User;
  admin: Admin;
  'service-provider': Partner;
  supplier: Supplier;
};

// The registry's (lib/query-keys.ts), also here because the area guard and the language switch
// load them with the session's queries.
export { sessionKeys };

const calls = () => import('./session-calls');

export function accountQuery<R extends Role>(role: R) {
  return queryOptions({
    queryKey: sessionKeys.account(role),
    queryFn: async ({ signal }) => (await calls()).readAccount[role](signal),
    staleTime: 60_000,
  });
}

export function useAccount<R extends Role>(role: R): AccountOf[R] {
  const { data } = useQuery(accountQuery(role));
  // The area's loader has already fetched it; a missing value means the session just ended.
  return data as AccountOf[R];
}

export const sessionStateQuery = queryOptions({
  queryKey: sessionKeys.state,
  queryFn: async ({ signal }) => (await calls()).readSessionState(signal),
  staleTime: 30_000,
});

/**
 * Where an account belongs after signing in, by docs/product.md#screens and #sign-in: the profile
 * form first while the server says the profile is not complete (for a customer: no name, no city
 * and no proven phone, since a phone sign-up goes straight to its project).
 */
export function homeAfterSignIn(role: Role, account: AccountOf[Role]) {
  if (role === 'admin') {
    return pages.adminHome;
  }
  const completed = 'profileCompleted' in account && account.profileCompleted;
  return completed ? pages.accountHome(role) : pages.profileForm(role);
}
