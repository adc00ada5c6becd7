import type { ComponentType } from 'react';
import { ensureNamespaces } from '../i18n/language-store';
import type { Namespace } from '../i18n/namespaces';

// Each screen is its own lazily loaded module, so the landing page ships no area code; its texts
// arrive with it, in the page's language, before it first renders
// (docs/decisions/0009-languages.md).
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: readonly Namespace[] = [],
) {
  return async () => {
    const [page] = await Promise.all([load(), ensureNamespaces(namespaces)]);
    return { Component: page.default };
  };
}
