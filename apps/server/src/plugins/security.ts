import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { messages } from '@greenscape/shared/messages';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers on every response, and no state change from another origin (DECISIONS §3). */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const production = app.config.isProduction;
  await app.register(helmet, {
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

  const allowedOrigin = new URL(app.config.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (!unsafeMethods.has(request.method) || !request.url.startsWith('/api/')) {
      return;
    }
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const sameHost = `${request.protocol}://${request.host}`;
    const crossSite =
      fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
    const foreignOrigin = origin !== undefined && origin !== allowedOrigin && origin !== sameHost;
    if (crossSite || foreignOrigin) {
      return reply.code(403).send({ message: messages.crossOriginRefused });
    }
  });
}
