import { listenForApp, notifier } from '../db/notify-barrier';
import type { FastifyInstance } from 'fastify';
import { dataChangeChannel, ReadCacheStore, type AnswerScope } from './read-cache-store';
import { cachedReads, cachedTableNames } from './read-cache-tables';

declare module 'fastify' {
  // Module augmentation only works with interfaces.
  /* eslint-disable @typescript-eslint/consistent-type-definitions */
  interface FastifyContextConfig {
    /**
     * Answers may be reused for the same caller and URL until the data changes
     * (docs/decisions/0007-memory-in-front-of-the-database.md).
     */
    readCache?: boolean;
  }
  interface FastifyRequest {
    readCache?: { key: string; since: number; scope: AnswerScope };
  }
  interface FastifyInstance {
    readCache: ReadCacheStore;
    /** The routes marked for the cache, as 'GET /api/...' (test/read-cache-tables.test.ts). */
    cachedRoutes: Set<string>;
  }
  /* eslint-enable @typescript-eslint/consistent-type-definitions */
}

// Headers that are part of an answer (the keyset pages' cursor).
const answerHeaders = ['x-next-cursor'];

/**
 * Reuses the answers of routes marked `config: { readCache: true }`. Registered before the
 * compression plugin so that it keeps the JSON text itself. The lookup runs after the route's
 * guards (onRequest) and validation, and the key holds the caller: an answer is only ever given
 * again to the caller it was made for, on the same URL, while the data it shows is unchanged.
 */
export async function registerReadCache(app: FastifyInstance): Promise<void> {
  const routeTables = Object.fromEntries(
    Object.keys(cachedReads).map((route) => [route, cachedTableNames(route)]),
  );
  const store = new ReadCacheStore(app.config.readCacheSeconds * 1000, routeTables);
  app.decorate('readCache', store);
  const cachedRoutes = new Set<string>();
  app.decorate('cachedRoutes', cachedRoutes);
  // A cached read must say which tables it shows and how far, or a change could leave its answer
  // stale.
  app.addHook('onRoute', (route) => {
    // Fastify adds a HEAD route beside each GET, with the same config.
    if (!route.config?.readCache || route.method === 'HEAD') {
      return;
    }
    const key = `GET ${route.url}`;
    if (route.method !== 'GET' || !cachedReads[key]) {
      throw new Error(
        `${key} is marked for the read cache without its tables and scope in read-cache-tables.ts`,
      );
    }
    cachedRoutes.add(key);
  });
  if (app.config.readCacheSeconds > 0) {
    await listenForApp(app, dataChangeChannel, store);
  }

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.readCache || !store.enabled) {
      return;
    }
    const key = `${request.caller?.role ?? 'public'} ${request.caller?.id ?? ''} ${request.url}`;
    const hit = store.get(key, Date.now());
    if (hit) {
      reply.headers(hit.headers).type('application/json; charset=utf-8');
      return reply.send(hit.body);
    }
    const route = `GET ${request.routeOptions.url}`;
    const tag = cachedReads[route]!.scope(request.params as Record<string, unknown>);
    request.readCache = { key, since: store.currentVersion, scope: { route, tag } };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // A write through this instance shows in the writer's next read: its answer waits until
    // this instance has heard the write's notices (read-cache-store.ts barrier). The handler's
    // transactions have committed by now (onSend follows the handler's return), and
    // PostgreSQL delivers notices in commit order. Unheard in time, the store empties itself.
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      if (store.enabled) {
        await dataChangesHeard(app);
      }
      return payload;
    }
    const pending = request.readCache;
    if (pending && reply.statusCode === 200 && typeof payload === 'string') {
      const headers: Record<string, string> = {};
      for (const name of answerHeaders) {
        const value = reply.getHeader(name);
        if (typeof value === 'string') {
          headers[name] = value;
        }
      }
      store.keep(pending.key, { body: payload, headers }, pending.scope, pending.since, Date.now());
    }
    return payload;
  });
}

/** Returns once every data change committed so far has reached this instance's read cache. */
export function dataChangesHeard(app: FastifyInstance): Promise<void> {
  return app.readCache.barrier(notifier(app, dataChangeChannel));
}
