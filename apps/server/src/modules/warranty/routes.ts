import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { warrantyApi } from '@greenscape/shared/contract/warranty';
import { type ClaimChange, claimChangeMeant } from '@greenscape/shared/schemas/warranty';
import { route } from '../../lib/contract-route';
import { forbidden } from '../../lib/errors';
import { callerOf, requireParticipant, requireRoleOfBody } from '../access';
import { type StepContext, stepContext } from '../kernel';
import { readClaims } from './claims-json';
import { closeClaim, reopenClaim } from './steps/answer-fix';
import { declineClaim, scheduleClaim } from './steps/decide-claim';
import { openClaim } from './steps/open-claim';
import { reportFix } from './steps/report-fix';

/** Who makes each change of a claim (docs/product.md#warranty): another role gets 403. */
const changedBy = {
  schedule: 'admin',
  notCovered: 'admin',
  fix: 'service-provider',
  close: 'user',
  reopen: 'user',
} as const satisfies Record<ClaimChange['kind'], string>;

function changeClaim(
  ctx: StepContext,
  ids: { projectId: string; claimId: string },
  change: ClaimChange,
) {
  if (ctx.caller.role !== changedBy[change.kind]) {
    throw forbidden();
  }
  switch (change.kind) {
    case 'schedule':
      return scheduleClaim(ctx, { ...ids, visitOn: change.visitOn });
    case 'notCovered':
      return declineClaim(ctx, { ...ids, reason: change.reason });
    case 'fix':
      return reportFix(ctx, { ...ids, fixNote: change.fixNote, photos: change.photos });
    case 'close':
      return closeClaim(ctx, ids);
    case 'reopen':
      return reopenClaim(ctx, { ...ids, text: change.text });
  }
}

/**
 * The warranty after completion, under /projects/:projectId/ for the project's participants: each
 * guard runs before the body is read (401 without a session, 403 for a role that never does the
 * step, 404 for a stranger).
 */
export const warrantyRoutes: FastifyPluginAsyncZod = async (app) => {
  const everyone = requireParticipant(['user', 'admin', 'service-provider']);

  route(app, warrantyApi.claims, { onRequest: everyone }, async (request) =>
    readClaims(app.database.db, request.params.projectId),
  );

  route(
    app,
    warrantyApi.openClaim,
    { onRequest: requireParticipant(['user']) },
    async (request, reply) => {
      const claim = await openClaim(stepContext(request, callerOf(request)), {
        projectId: request.params.projectId,
        text: request.body.text,
        photos: request.body.photos,
      });
      return reply.code(201).send(claim);
    },
  );

  route(
    app,
    warrantyApi.changeClaim,
    {
      onRequest: everyone,
      preValidation: requireRoleOfBody((body) => {
        const kind = claimChangeMeant(body);
        return kind && changedBy[kind];
      }),
    },
    async (request) =>
      changeClaim(stepContext(request, callerOf(request)), request.params, request.body),
  );
};
