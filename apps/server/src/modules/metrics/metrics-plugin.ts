import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { systemApi } from '@greenscape/shared/contract/system';
import { fullPathOf } from '@greenscape/shared/contract/endpoint';
import { route } from '../../lib/contract-route';
import { notFound, unauthorized } from '../../lib/errors';

/**
 * Prometheus metrics (docs/deploy.md): requests and their latencies by method, route pattern and
 * status, plus the process's own (memory, event-loop lag, GC). Route patterns, not URLs, so
 * that ids in paths cannot grow the series without bound.
 */
export async function registerMetrics(app: FastifyInstance): Promise<void> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'greenscape_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'greenscape_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method, route pattern and status',
    labelNames,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  // How often the read cache answers (the bench reports its real-traffic run's hit
  // rate from these). Read from the store when scraped; it is registered before this plugin.
  const cache = app.readCache;
  for (const [name, help, value] of [
    ['hits', 'Cacheable GET requests answered from the read cache', () => cache.hits],
    ['misses', 'Cacheable GET requests the read cache could not answer', () => cache.misses],
  ] as const) {
    new Counter({
      name: `greenscape_read_cache_${name}_total`,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(value());
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  // On the root instance, outside the /api prefix of the route plugins: the full path.
  route(app, systemApi.metrics, { url: fullPathOf(systemApi.metrics) }, async (request, reply) => {
    assertMayReadMetrics(app, request);
    reply.type(registry.contentType);
    return registry.metrics();
  });
}

function assertMayReadMetrics(app: FastifyInstance, request: FastifyRequest): void {
  const token = app.config.metricsToken;
  if (!token) {
    // Not configured: a production server does not show its insides to the internet.
    if (app.config.isProduction) {
      throw notFound();
    }
    return;
  }
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw unauthorized();
  }
}
