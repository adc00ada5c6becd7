import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './i18n/language-store';
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
// A Hindi page waits for its shell's texts (the English ones are part of this bundle).
void startI18n().finally(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
