import { runningStatuses } from '@greenscape/shared/care-rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemApi } from '@greenscape/shared/contract/system';
import { careFees, carePlans, careVisits } from '../../db/schema/index';
import { route } from '../../lib/contract-route';
import { conflict } from '../../lib/errors';
import { requireRole } from '../access';

/**
 * Outside production only (app.ts registers it then): the browser tests drive a real server
 * process, which has no clock to move, and a plan's months, reminders, missed visits and pauses
 * come with the days. This moves the project's running plan, its visits and its fees `days` into
 * the past and runs the care sweep, as if they had gone by. The server tests give the steps and
 * the sweep their own `now` instead.
 */
export const devCareTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, systemApi.devCarePlanShifted, { onRequest: requireRole('admin') }, async (request) => {
    const { days } = request.body;
    const back = sql.raw(String(days));
    const moved = await app.database.db.transaction(async (tx) => {
      const [plan] = await tx
        .update(carePlans)
        .set({
          startOn: sql`${carePlans.startOn} - ${back}`,
          endsOn: sql`${carePlans.endsOn} - ${back}`,
        })
        .where(
          and(
            eq(carePlans.projectId, request.params.projectId),
            inArray(carePlans.status, [...runningStatuses]),
          ),
        )
        .returning({ id: carePlans.id });
      if (!plan) {
        return undefined;
      }
      await tx
        .update(careVisits)
        .set({ on: sql`${careVisits.on} - ${back}` })
        .where(eq(careVisits.planId, plan.id));
      await tx
        .update(careFees)
        .set({
          startsOn: sql`${careFees.startsOn} - ${back}`,
          dueFrom: sql`${careFees.dueFrom} - ${back}`,
        })
        .where(eq(careFees.planId, plan.id));
      return plan;
    });
    if (!moved) {
      throw conflict('carePlanNotActive');
    }
    return app.sweepCare();
  });
};
