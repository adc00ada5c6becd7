import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `ms` on this instance from the moment the server is ready until it closes, one
 * run at a time (a slow run is not joined by the next tick). Every instance runs it: the work
 * itself must claim each thing it does with a conditional UPDATE ... RETURNING, so that with
 * several instances exactly one does it (modules/execution/execution-sweep.ts).
 */
export function runEvery(
  app: FastifyInstance,
  ms: number,
  name: string,
  work: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) {
        return;
      }
      running = true;
      work()
        .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
        .finally(() => {
          running = false;
        });
    }, ms);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
