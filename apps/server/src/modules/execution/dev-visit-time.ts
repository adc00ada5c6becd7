import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemApi } from '@greenscape/shared/contract/system';
import { siteVisits } from '../../db/schema/index';
import { route } from '../../lib/contract-route';
import { conflict } from '../../lib/errors';
import { requireRole } from '../access';

/**
 * Outside production only (app.ts registers it then): the browser tests drive a real server
 * process, which has no clock to move, and a visit is reported only from its confirmed time on.
 * This makes a confirmed, unreported visit's time an hour ago, in its proposed times too, as if
 * the visit had happened. The server tests move time through the steps' own `now` instead.
 */
export const devVisitTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    systemApi.devVisitHappened,
    { onRequest: requireRole('admin') },
    async (request, reply) => {
      const [moved] = await app.database.db
        .update(siteVisits)
        .set({
          slots: sql`array_replace(${siteVisits.slots}, ${siteVisits.confirmedSlot}, now() - interval '1 hour')`,
          confirmedSlot: sql`now() - interval '1 hour'`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(siteVisits.projectId, request.params.projectId),
            isNotNull(siteVisits.confirmedSlot),
            isNull(siteVisits.reportedAt),
          ),
        )
        .returning({ projectId: siteVisits.projectId });
      if (!moved) {
        throw conflict('visitNotConfirmed');
      }
      return reply.code(204).send(null);
    },
  );
};
