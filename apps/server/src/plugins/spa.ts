import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { errorBodyIn } from '../lib/errors';
import { resolveLanguage } from './language';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/**
 * Serves the built web app: hashed files under /assets are cached for a year, everything else is
 * revalidated, and every client route that is not a file answers index.html. Unknown /api paths
 * answer a JSON 404. The landing (/) is index.html with its hero preloaded; the other routes get
 * app.html, the same page without that preload, where the build made one
 * (apps/web/build/preload-hero.ts).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string | undefined,
): Promise<void> {
  const hasWeb = webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'));
  const shell = hasWeb && existsSync(path.join(webDistDir, 'app.html')) ? 'app.html' : 'index.html';
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      setHeaders(res, filePath) {
        const inAssets = path.relative(webDistDir, filePath).startsWith(`assets${path.sep}`);
        res.header('cache-control', inAssets ? immutable : revalidate);
      },
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
