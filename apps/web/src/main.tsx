import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { routerReady } from './app/router';
import { i18nState, startI18n } from './i18n/language-store';
import './index.css';

// Zod tests for eval with `new Function` on its first parse; the page's policy forbids eval
// (apps/server/src/plugins/security.ts), so the browser reports a violation. Its jitless mode
// parses by the same rules without that test. Set through the global zod reads its config from
// (`__zod_globalConfig`, zod/v4/core/core.js), so the entry does not load zod itself.
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodConfig.__zod_globalConfig ??= {}), { jitless: true });

const root = document.getElementById('root');
if (!root) {
  throw new Error('The page has no #root element');
}
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A Hindi page waits for its shell's texts (the English ones are part of this bundle). The landing
// arrives already rendered in the visitor's language (build/prerender-landing.ts): once the router
// has its route and texts, React takes over that HTML instead of drawing it again. In another
// language than the one rendered (a choice made since), it is drawn anew.
void startI18n().finally(async () => {
  const rendered = root.dataset['prerendered'];
  if (rendered && rendered === i18nState().language && window.location.pathname === '/') {
    await routerReady();
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
});
