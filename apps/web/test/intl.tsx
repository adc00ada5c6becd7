import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterAll, beforeAll } from 'vitest';
import { localeOf, type Language } from '@greenscape/shared/language';
import { ensureNamespaces, setLanguage } from '../src/i18n/language-store';
import type { Namespace } from '../src/i18n/namespaces';

// For component tests: every catalogue of a language, as the page has them once loaded.
const files = import.meta.glob<Record<string, string>>('../src/locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function catalogueOf(language: Language): Record<string, string> {
  return Object.assign(
    {},
    ...Object.entries(files)
      .filter(([file]) => file.includes(`/locales/${language}/`))
      .map(([, texts]) => texts),
  );
}

export function IntlFor({
  language = 'en',
  children,
}: {
  language?: Language;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={localeOf[language]} messages={catalogueOf(language)}>
      {children}
    </IntlProvider>
  );
}

/** testing-library's render inside the page's texts, English unless told. */
export function renderIntl(
  ui: ReactElement,
  options: RenderOptions & { language?: Language } = {},
) {
  const { language, ...rest } = options;
  return render(ui, {
    ...rest,
    wrapper: ({ children }) => <IntlFor language={language}>{children}</IntlFor>,
  });
}

/**
 * For a describe block: the page's store in Hindi with these namespaces, as a signed-in area has
 * it (the shared texts' Hindi included), and English again afterwards.
 */
export function storeInHindi(namespaces: Namespace[]) {
  beforeAll(async () => {
    await ensureNamespaces(namespaces);
    await setLanguage('hi');
  });
  afterAll(() => setLanguage('en'));
}
