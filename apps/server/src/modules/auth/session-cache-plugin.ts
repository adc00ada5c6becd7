import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SessionCache, sessionChangeChannel } from './session-cache';
import { sessionLimits } from './session-store';

/** The instance's session cache, trusted only while it hears the database's notifications. */
export async function registerSessionCache(app: FastifyInstance): Promise<void> {
  const cache = new SessionCache(sessionLimits.touchEveryMs);
  app.decorate('sessionCache', cache);
  const unlisten = await app.database.listen(sessionChangeChannel, {
    onNotification: (payload) => cache.onNotification(payload),
    onListening: (listening) => {
      if (!listening && cache.live) {
        app.log.warn('session notifications lost: every session is read from the database');
      }
      cache.setListening(listening);
    },
  });
  app.addHook('onClose', async () => unlisten());
}

/** Returns once every session change committed so far has reached this instance's cache. */
export function sessionChangesHeard(app: FastifyInstance): Promise<void> {
  return app.sessionCache.barrier((payload) =>
    app.database.db.execute(sql`select pg_notify(${sessionChangeChannel}, ${payload})`),
  );
}
