import { pages } from '@greenscape/shared/pages';
import type { AccountKind } from '@greenscape/shared/schemas/auth';

export const signInPathOf = (kind: AccountKind) => pages.signIn(kind);

/** The kind of account a shared page serves, from the first segment of its path. */
export function kindOfPath(pathname: string): AccountKind {
  const first = pathname.split('/')[1];
  return first === 'service-provider' || first === 'supplier' ? first : 'user';
}
