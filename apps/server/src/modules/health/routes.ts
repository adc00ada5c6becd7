import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemApi } from '@greenscape/shared/contract/system';
import { route } from '../../lib/contract-route';
import { errorBody } from '../../lib/errors';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers, whatever the database does. Also the benchmark's ceiling: the
  // cheapest JSON route of the same server (docs/performance.md).
  route(app, systemApi.live, {}, async () => ({ status: 'ok' as const }));

  route(app, systemApi.health, {}, async (request, reply) => {
    try {
      await app.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send(errorBody('serviceUnavailable'));
    }
  });
};
