import { QueryObserver } from '@tanstack/react-query';
import type { Role } from '@greenscape/shared/schemas/auth';
import { queryClient } from './query-client';
import { sessionStateQuery } from './session';

/**
 * The roles signed in on this browser, for the public header, kept current as sign-ins and
 * sign-outs invalidate the session state. Loaded after the landing page's first paint
 * (app/layouts/use-signed-in-roles.ts), so TanStack Query stays out of the landing's bundle.
 */
export function watchSignedInRoles(onChange: (roles: Role[]) => void): () => void {
  const observer = new QueryObserver(queryClient, sessionStateQuery);
  return observer.subscribe((result) => onChange(result.data?.roles ?? []));
}
