import { useSearchParams } from 'react-router';
import { pages, type SignInKind } from '@greenscape/shared/pages';
import { returnTarget } from '@greenscape/shared/return-target';
import { homeAfterSignIn } from '../../lib/session';

type Account = Parameters<typeof homeAfterSignIn>[1];

/** The `next` of a sign-in page's address, as app/area-guard.ts sets it, for links onward. */
export function useNextParam(): string | null {
  return useSearchParams()[0].get('next');
}

/**
 * Where a sign-in goes on (docs/product.md#sign-in): the page the visitor wanted, if
 * app/area-guard.ts sent them here from one of this area's pages, else the role's home. An
 * unfinished profile is finished first, as the guard would insist anyway.
 */
export function useAfterSignIn(kind: SignInKind): (account: Account) => string {
  const next = useNextParam();
  return (account) => {
    const home = homeAfterSignIn(kind, account);
    const unfinished = kind !== 'admin' && home === pages.profileForm(kind);
    return next && !unfinished ? returnTarget(kind, next) : home;
  };
}

/** A sign-in page's link that keeps the page to return to (e-mail to phone sign-in and back). */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
