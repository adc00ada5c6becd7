import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '@greenscape/shared/language';
import { routes } from './app/routes';
import { I18nRoot } from './i18n/i18n-root';
import { setLanguage } from './i18n/language-store';

/**
 * The landing page's HTML in one language, rendered at build time (build/prerender-landing.ts) so a
 * phone paints it before the JavaScript has arrived; main.tsx then hydrates it. Signed out, with
 * no session read yet: exactly what the first client render shows.
 */
export async function renderLanding(language: Language): Promise<string> {
  await setLanguage(language, false);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) {
    throw new Error(`the landing route answered ${context.status}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <I18nRoot>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nRoot>
    </StrictMode>,
  );
}
