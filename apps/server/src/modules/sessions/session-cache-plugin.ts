import type { FastifyInstance } from 'fastify';
import { listenForApp, notifier } from '../../db/notify-barrier';
import { SessionCache, sessionChangeChannel } from './session-cache';
import { sessionLimits } from './session-store';

/** The instance's session cache, trusted only while it hears the database's notifications. */
export async function registerSessionCache(app: FastifyInstance): Promise<void> {
  const cache = new SessionCache(sessionLimits.touchEveryMs);
  app.decorate('sessionCache', cache);
  await listenForApp(
    app,
    sessionChangeChannel,
    cache,
    'session notifications lost: every session is read from the database',
  );
}

/** Returns once every session change committed so far has reached this instance's cache. */
export function sessionChangesHeard(app: FastifyInstance): Promise<void> {
  return app.sessionCache.barrier(notifier(app, sessionChangeChannel));
}
