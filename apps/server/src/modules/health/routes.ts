import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/errors';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import { healthResponseSchema } from '@greenscape/shared/schemas/health';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers, whatever the database does. Also the benchmark's ceiling: the
  // cheapest JSON route of the same server (issue 9).
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Answers 200 while the process is up, without touching the database',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Answers 200 once the server can reach its database',
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: app.database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send(errorBody('serviceUnavailable'));
      }
    },
  );
};
