import { useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { localeOf } from '@greenscape/shared/language';
import { i18nState, subscribe } from './language-store';

// A text missing from a catalogue is a failing test (i18n/catalogues.test.ts), not a console error
// on a visitor's page.
const onError = import.meta.env.DEV ? undefined : () => {};

export function I18nRoot({ children }: { children: ReactNode }) {
  const { language, messages } = useSyncExternalStore(subscribe, i18nState);
  return (
    <IntlProvider
      locale={localeOf[language]}
      defaultLocale="en-IN"
      messages={messages}
      onError={onError}
    >
      {children}
    </IntlProvider>
  );
}
