import { useCallback, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Language } from '@greenscape/shared/language';
import { i18nState, setLanguage, subscribe } from './language-store';
import type { MessageId } from './namespaces';

type Values = Record<string, string | number | Date>;

/** `t('user.projects.title')`: the text of a catalogue key in the page's language. */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (id: MessageId, values?: Values) => intl.formatMessage({ id }, values),
    [intl],
  );
}

/** A text with markup inside, e.g. `<T id="..." values={{ b: (chunks) => <b>{chunks}</b> }} />`. */
export function T(props: {
  id: MessageId;
  values?: Parameters<typeof FormattedMessage>[0]['values'];
}) {
  return <FormattedMessage id={props.id} values={props.values} />;
}

/** The page's language, and the switch to change it. */
export function useLanguage(): { language: Language; setLanguage: (l: Language) => Promise<void> } {
  const { language } = useSyncExternalStore(subscribe, i18nState);
  return { language, setLanguage };
}

/**
 * One of the shared texts (packages/shared/src/messages.ts: a form's validation, a server's
 * refusal written by this client) in the page's language; any other text as it is.
 */
export function useLocalize(): (text: string) => string {
  const { localize } = useSyncExternalStore(subscribe, i18nState);
  return localize ?? same;
}

const same = (text: string) => text;
