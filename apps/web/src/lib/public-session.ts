import { QueryObserver } from '@tanstack/react-query';
import { preferencesApi } from '@greenscape/shared/contract/preferences';
import type { Language } from '@greenscape/shared/language';
import type { Role } from '@greenscape/shared/schemas/auth';
import { callApi } from './call-api';
import { queryClient } from './query-client';
import { sessionKeys } from './query-keys';
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

/**
 * A language chosen on a public page by someone signed in is saved to each signed-in account, so
 * their area does not bring back the old one (i18n/use-account-language.ts).
 */
export async function saveLanguageToAccounts(roles: Role[], language: Language): Promise<void> {
  // The admin's screens stay English (docs/product.md#languages): its account keeps its own
  // language.
  const accounts = roles.filter((role) => role !== 'admin');
  await Promise.all(
    accounts.map(async (role) => {
      await callApi(preferencesApi.update, { query: { role }, body: { language } });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.preferences(role) });
    }),
  );
}
