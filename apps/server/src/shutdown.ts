import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';

/**
 * Stops taking connections, lets in-flight requests finish, then closes the database. A request
 * that hangs past the timeout does not keep the process alive forever.
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
  const closed = app.close().then(() => 'clean' as const);
  // A keep-alive socket whose request finished after close() began would otherwise hold the
  // server open until its keep-alive timeout; close sockets as soon as they go idle.
  const sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
  const outcome = await Promise.race([closed, timeout]);
  clearInterval(sweeper);
  clearTimeout(timer);
  await database.close();
  return outcome;
}
