import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { route } from '../../lib/contract-route';
import { assertOwnId, requireRole } from '../access';
import { ownProjectFirst } from './own-project-first';
import { ratePartner } from './steps/rate-partner';
import { stepContext } from '../kernel';

/**
 * After completion the customer rates the chosen partner once, 1 to 5 stars with an optional
 * comment (docs/product.md#ratings). Only the customer of a completed project with that partner can.
 */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    projectsApi.rate,
    { onRequest: [requireRole('user'), ownProjectFirst] },
    async (request, reply) => {
      const caller = assertOwnId(request, request.params.userId);
      const rating = await ratePartner(stepContext(request, caller), {
        projectId: request.params.projectId,
        ...request.body,
      });
      return reply.code(201).send(rating);
    },
  );
};
