import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { careApi } from '@greenscape/shared/contract/care';
import { indiaDay } from '@greenscape/shared/gst';
import { route } from '../../lib/contract-route';
import { forbidden } from '../../lib/errors';
import { callerOf, requireParticipant, requireRole, requireRoleOfBody } from '../access';
import { stepContext } from '../kernel';
import { afterCare, upcomingVisits } from './lists';
import { readPlan } from './plan-json';
import { changeVisit } from './steps/change-visit';
import { decidePlan } from './steps/decide-plan';
import { offerPlan } from './steps/offer-plan';

/** Who makes each change of a visit (docs/product.md#care-plans): another role gets 403. */
const visitChangedBy = { move: 'user', log: 'service-provider' } as const;

/**
 * Care plans under /projects/:projectId/ for the project's participants, each guard before the
 * body is read (401 without a session, 403 for a role that never does the step, 404 for a
 * stranger); the partner's days ahead and the team's list under their own ids.
 */
export const careRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctxOf = (request: FastifyRequest) => ({
    ...stepContext(request, callerOf(request)),
    language: request.language,
  });

  route(
    app,
    careApi.plan,
    { onRequest: requireParticipant(['user', 'admin', 'service-provider']) },
    async (request) =>
      readPlan(app.database.db, request.params.projectId, request.language, callerOf(request).role),
  );

  route(
    app,
    careApi.offerPlan,
    { onRequest: requireParticipant(['admin']) },
    async (request, reply) => {
      const plan = await offerPlan(ctxOf(request), {
        projectId: request.params.projectId,
        offer: request.body,
      });
      return reply.code(201).send(plan);
    },
  );

  route(app, careApi.decidePlan, { onRequest: requireParticipant(['user']) }, async (request) =>
    decidePlan(ctxOf(request), {
      projectId: request.params.projectId,
      decision: request.body.decision,
    }),
  );

  route(
    app,
    careApi.changeVisit,
    {
      onRequest: requireParticipant(['user', 'service-provider']),
      preValidation: requireRoleOfBody((body) =>
        'log' in body ? visitChangedBy.log : 'on' in body ? visitChangedBy.move : undefined,
      ),
    },
    async (request) => {
      const ctx = ctxOf(request);
      if (ctx.caller.role !== visitChangedBy[request.body.kind]) {
        throw forbidden();
      }
      return changeVisit(ctx, { ...request.params, change: request.body });
    },
  );

  route(app, careApi.upcoming, { onRequest: requireRole('service-provider') }, async (request) =>
    upcomingVisits(app.database.db, callerOf(request).id, indiaDay(new Date()), request.language),
  );

  route(app, careApi.afterCare, { onRequest: requireRole('admin') }, async () =>
    afterCare(app.database.db, indiaDay(new Date())),
  );
};
