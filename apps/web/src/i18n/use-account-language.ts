import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isLanguage } from '@greenscape/shared/language';
import { request } from '../lib/api-client';
import { keepLanguageWith } from './account-language';
import { i18nState, setLanguage } from './language-store';

// A signed-in area speaks its account's language (issue 19.3): the one chosen on any device wins
// over this browser's, and the switch saves a new choice to the account.
const preferencesKey = ['session', 'preferences'] as const;

export function useAccountLanguage(): void {
  const { data } = useQuery({
    queryKey: preferencesKey,
    queryFn: async ({ signal }) => (await request('/api/me/preferences', { signal })).data,
    staleTime: Infinity,
  });
  const accountLanguage =
    typeof data === 'object' && data !== null && 'language' in data ? data.language : undefined;
  useEffect(() => {
    if (isLanguage(accountLanguage) && accountLanguage !== i18nState().language) {
      void setLanguage(accountLanguage);
    }
  }, [accountLanguage]);
  useEffect(
    () =>
      keepLanguageWith((language) =>
        request('/api/me/preferences', { method: 'PUT', body: { language } }),
      ),
    [],
  );
}
