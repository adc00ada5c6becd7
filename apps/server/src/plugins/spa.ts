import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isLanguage, pickLanguage } from '@greenscape/shared/language';
import { errorBodyIn } from '../lib/errors';
import { resolveLanguage } from './language';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
// The Hindi landing, rendered at build time (apps/web/build/prerender-landing.ts).
const hindiLandingFile = 'index.hi.html';

/**
 * Serves the built web app: hashed files under /assets are cached for a year, everything else is
 * revalidated, and every client route that is not a file answers index.html. Unknown /api paths
 * answer a JSON 404. The landing (/) is index.html (English) or index.hi.html (Hindi), rendered at
 * build time, with its hero preloaded; the other routes get
 * app.html, the same page without that preload, where the build made one
 * (apps/web/build/preload-hero.ts, issue 18.12).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string | undefined,
): Promise<void> {
  const hasWeb = webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'));
  const shell = hasWeb && existsSync(path.join(webDistDir, 'app.html')) ? 'app.html' : 'index.html';
  const hindiLanding = hasWeb && existsSync(path.join(webDistDir, hindiLandingFile));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      // '/' is the landing of the visitor's language, below.
      index: false,
      setHeaders(res, filePath) {
        const inAssets = path.relative(webDistDir, filePath).startsWith(`assets${path.sep}`);
        res.header('cache-control', inAssets ? immutable : revalidate);
      },
    });
    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      // The language the page itself will choose (apps/web/src/i18n/language-store.ts): the
      // visitor's choice, kept in a cookie for this, else the browser's languages.
      const chosen = request.cookies['greenscape-language'];
      const language = isLanguage(chosen)
        ? chosen
        : pickLanguage(request.headers['accept-language']);
      reply.header('cache-control', revalidate).header('vary', 'Cookie, Accept-Language');
      return reply.sendFile(language === 'hi' && hindiLanding ? hindiLandingFile : 'index.html');
    });
  } else {
    app.log.warn({ webDistDir }, 'no built web app found; serving the API only');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isPage || !hasWeb || pathname.startsWith('/assets/')) {
      return reply
        .code(404)
        .send(errorBodyIn(await resolveLanguage(request), isApi ? 'routeNotFound' : 'notFound'));
    }
    reply.header('cache-control', revalidate);
    return reply.sendFile(shell);
  });
}
