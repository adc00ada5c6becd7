import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { errorBodyIn } from '../lib/errors';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers on every response, and no state change from another origin
 * (docs/product.md#sign-in).
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const production = app.config.isProduction;
  const headers = staticHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where the site is served over HTTPS.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  const allowedOrigin = new URL(app.config.publicUrl).origin;
  // Every unsafe method, whatever the path says: the raw path is not what the router matched
  // (`/%61pi/...`, or a full URL as the request target, reach /api routes; docs/security.md), and
  // no page of the site takes a write from another origin either.
  app.addHook('onRequest', async (request, reply) => {
    if (!unsafeMethods.has(request.method)) {
      return;
    }
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const sameHost = `${request.protocol}://${request.host}`;
    const crossSite =
      fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
    const foreignOrigin = origin !== undefined && origin !== allowedOrigin && origin !== sameHost;
    if (crossSite || foreignOrigin) {
      return reply.code(403).send(errorBodyIn(request.language, 'crossOriginRefused'));
    }
  });
}

/**
 * Helmet's headers, worked out once. Our policy has no per-request parts (no nonces), and
 * @fastify/helmet rebuilt the whole policy on every request: an eighth of a plain JSON response's
 * cost in the benchmark (docs/performance.md).
 */
function staticHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) {
    throw failure;
  }
  return headers;
}
