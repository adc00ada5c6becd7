import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import { ratingBodySchema, ratingSchema } from '@greenscape/shared/schemas/projects';
import { assertOwnId, requireRole } from '../auth/guards';
import { ownProjectFirst } from './own-project-first';
import { ratePartner } from './steps/rate-partner';
import { stepContext } from './steps/step-context';

/**
 * After completion the customer rates the chosen partner once, 1 to 5 stars with an optional
 * comment (DECISIONS §6). Only the customer of a completed project with that partner can.
 */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/rating/:projectId/:userId',
    {
      onRequest: [requireRole('user'), ownProjectFirst],
      schema: {
        tags: ['customer'],
        summary: 'Rates the service partner of a completed project, once',
        params: z.object({ projectId: z.uuid(), userId: z.uuid() }),
        body: ratingBodySchema,
        response: {
          201: ratingSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
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
