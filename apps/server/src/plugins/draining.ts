import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBodyIn } from '../lib/errors';

const counted = new WeakSet<FastifyRequest>();

/**
 * Once shutdown begins, every new request is answered 503 with Retry-After (a load balancer or
 * the browser tries again, on another instance if there is one) while the requests already in
 * flight finish. Shutdown waits for the in-flight count to reach zero before closing.
 */
export function registerDraining(app: FastifyInstance): void {
  const lifecycle = { draining: false, inFlight: 0 };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onRequest', async (request, reply) => {
    if (lifecycle.draining) {
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', '5')
        .send(errorBodyIn(request.language, 'serviceUnavailable'));
    }
    lifecycle.inFlight += 1;
    counted.add(request);
  });
  const done = async (request: FastifyRequest) => {
    if (counted.delete(request)) {
      lifecycle.inFlight -= 1;
    }
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
}
