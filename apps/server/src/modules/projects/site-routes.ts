import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { route } from '../../lib/contract-route';
import { callerOf, requireParticipant } from '../access';
import { stepContext } from '../kernel';
import { changeSite } from './steps/change-site';

/**
 * Where the garden is (docs/product.md#the-site), under /projects/:projectId/ like the job's
 * other calls: the guard runs before the body is read, 403 for a partner, who never changes it,
 * 404 for a stranger.
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    projectsApi.changeSite,
    { onRequest: requireParticipant(['user', 'admin']) },
    async (request) =>
      changeSite(stepContext(request, callerOf(request)), {
        projectId: request.params.projectId,
        site: request.body,
      }),
  );
};
