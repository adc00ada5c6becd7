import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';

/**
 * Answers new requests 503 while the ones in flight finish, then stops taking connections and
 * closes the database. A request that hangs past the timeout does not keep the process alive.
 */
export async function shutdown(
  app: FastifyInstance,
  database: DatabaseHandle,
  timeoutMs: number,
): Promise<'clean' | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
    timer.unref();
  });
  app.lifecycle.draining = true;
  let sweeper: NodeJS.Timeout | undefined;
  let abandoned = false;
  const drainedAndClosed = (async () => {
    while (app.lifecycle.inFlight > 0 && !abandoned) {
      await sleep(20);
    }
    // A keep-alive socket whose request finished after close() began would otherwise hold the
    // server open until its keep-alive timeout; close sockets as soon as they go idle.
    sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
    await app.close();
    return 'clean' as const;
  })();
  const outcome = await Promise.race([drainedAndClosed, timeout]);
  clearInterval(sweeper);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    abandoned = true;
  }
  await database.close();
  return outcome;
}
