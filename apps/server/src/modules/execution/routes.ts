import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { executionApi } from '@greenscape/shared/contract/execution';
import { route } from '../../lib/contract-route';
import { callerOf, requireParticipant } from '../access';
import { stepContext } from '../kernel';
import { readMilestones, readSiteVisit } from './execution-json';
import { approveMilestone } from './steps/approve-milestone';
import { confirmVisit } from './steps/confirm-visit';
import { planMilestones } from './steps/plan-milestones';
import { proposeVisit } from './steps/propose-visit';
import { reportVisit } from './steps/report-visit';
import { requestChanges } from './steps/request-changes';
import { submitProof } from './steps/submit-proof';

/**
 * The site visit and the milestones (docs/product.md#after-the-pick), under
 * /projects/:projectId/ for every participant. Each route's guard runs before its body is read:
 * 401 without a session, 403 for a role that never does the step, 404 for a stranger.
 */
export const executionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const everyone = requireParticipant(['user', 'admin', 'service-provider']);
  const ctxOf = (request: Parameters<typeof callerOf>[0]) =>
    stepContext(request, callerOf(request));

  route(app, executionApi.siteVisit, { onRequest: everyone }, async (request) =>
    readSiteVisit(db, request.params.projectId),
  );

  route(
    app,
    executionApi.proposeSiteVisit,
    { onRequest: requireParticipant(['admin']) },
    async (request, reply) => {
      const visit = await proposeVisit(ctxOf(request), {
        projectId: request.params.projectId,
        slots: request.body.slots,
      });
      return reply.code(201).send(visit);
    },
  );

  route(
    app,
    executionApi.confirmSiteVisit,
    { onRequest: requireParticipant(['user']) },
    async (request) =>
      confirmVisit(ctxOf(request), {
        projectId: request.params.projectId,
        slot: request.body.slot,
      }),
  );

  route(
    app,
    executionApi.reportSiteVisit,
    { onRequest: requireParticipant(['service-provider', 'admin']) },
    async (request, reply) => {
      // Field by field: the step also takes `now`, which no request may set.
      const { notes, measuredArea, photos } = request.body;
      const visit = await reportVisit(ctxOf(request), {
        projectId: request.params.projectId,
        notes,
        ...(measuredArea !== undefined && { measuredArea }),
        photos,
      });
      return reply.code(201).send(visit);
    },
  );

  // The selected partner is shown its own shares, never the customer's price (execution-json.ts).
  route(app, executionApi.milestones, { onRequest: everyone }, async (request) =>
    readMilestones(db, request.params.projectId, callerOf(request).role),
  );

  route(
    app,
    executionApi.planMilestones,
    { onRequest: requireParticipant(['admin']) },
    async (request) =>
      planMilestones(ctxOf(request), {
        projectId: request.params.projectId,
        milestones: request.body.milestones,
      }),
  );

  route(
    app,
    executionApi.submitProof,
    { onRequest: requireParticipant(['service-provider']) },
    async (request, reply) => {
      const milestone = await submitProof(ctxOf(request), {
        projectId: request.params.projectId,
        num: request.params.num,
        ...request.body,
      });
      return reply.code(201).send(milestone);
    },
  );

  route(
    app,
    executionApi.approveMilestone,
    { onRequest: requireParticipant(['user']) },
    async (request) =>
      approveMilestone(ctxOf(request), {
        projectId: request.params.projectId,
        num: request.params.num,
      }),
  );

  route(
    app,
    executionApi.requestChanges,
    { onRequest: requireParticipant(['user']) },
    async (request, reply) => {
      const milestone = await requestChanges(ctxOf(request), {
        projectId: request.params.projectId,
        num: request.params.num,
        ...request.body,
      });
      return reply.code(201).send(milestone);
    },
  );
};
