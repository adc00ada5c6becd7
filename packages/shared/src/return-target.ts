import type { SignInKind } from './pages';

// A signed-out visitor of a signed-in page is sent to its area's sign-in page with
// the page in `?next=` (apps/web/src/app/area-guard.ts), and lands on it after signing in. The
// target comes from the address bar, so it is trusted only as a page of that area on this site.

const areaRoots = {
  user: '/user',
  admin: '/admin',
  'service-provider': '/service-provider',
  supplier: '/supplier',
} as const satisfies Record<SignInKind, string>;

// Only to parse a relative path: a target that names another origin does not keep this one.
const here = 'https://greenscape.invalid';

/**
 * The page to open after signing in as `kind`: `next` when it is a path of that area on this
 * site, else the area's home. Refused: other origins (`//x`, `https:`, `/\x`), backslashes,
 * anything but printable ASCII (a path the guard sends is percent-encoded), other areas, and
 * paths that leave the area once normalised.
 */
export function returnTarget(kind: SignInKind, next: string | null | undefined): string {
  const home = areaRoots[kind];
  if (!next || next.length > 2000 || !next.startsWith('/') || /[^\x21-\x7e]|\\/.test(next)) {
    return home;
  }
  let url: URL;
  try {
    url = new URL(next, here);
  } catch {
    return home;
  }
  if (url.origin !== here || (url.pathname !== home && !url.pathname.startsWith(`${home}/`))) {
    return home;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
