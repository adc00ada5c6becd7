import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { preferencesApi } from '@greenscape/shared/contract/preferences';
import type { Role } from '@greenscape/shared/schemas/auth';
import { callApi } from '../lib/call-api';
import { sessionKeys, useAccount } from '../lib/session';
import { keepLanguageWith } from './account-language';
import { i18nState, setLanguage } from './language-store';

// A signed-in area speaks its account's language: the one chosen on any device wins
// over this browser's, and the switch saves a new choice to the account. The role names whose
// account, as a browser may hold sessions of several (packages/shared/src/contract/preferences.ts).
export function useAccountLanguage(role: Role): void {
  const queryClient = useQueryClient();
  // Keyed by the account too: another account signing in on this browser must not get this one's.
  const accountId = useAccount(role)._id;
  const queryKey = sessionKeys.preferences(role, accountId);
  const { data } = useQuery({
    queryKey,
    queryFn: ({ signal }) => callApi(preferencesApi.get, { query: { role }, signal }),
    staleTime: Infinity,
  });
  const accountLanguage = data?.language;
  useEffect(() => {
    if (accountLanguage && accountLanguage !== i18nState().language) {
      void setLanguage(accountLanguage);
    }
  }, [accountLanguage]);
  useEffect(
    () =>
      keepLanguageWith(async (language) => {
        const saved = await callApi(preferencesApi.update, { query: { role }, body: { language } });
        // The area's next mount must not bring back the language this replaced.
        const key = sessionKeys.preferences(role, accountId);
        await queryClient.cancelQueries({ queryKey: key });
        queryClient.setQueryData(key, saved);
      }),
    [queryClient, role, accountId],
  );
}
