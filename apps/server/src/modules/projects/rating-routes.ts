import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@greenscape/shared/messages';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import { ratingBodySchema, ratingSchema } from '@greenscape/shared/schemas/projects';
import { projects, ratings } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { assertOwnId, requireRole } from '../auth/guards';
import { ownProjectFirst } from './own-project-first';

/**
 * After completion the customer rates the chosen partner once, 1 to 5 stars with an optional
 * comment (DECISIONS §6). Only the customer of a completed project with that partner can.
 */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
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
      const [project] = await db
        .select()
        .from(projects)
        .where(and(eq(projects.id, request.params.projectId), eq(projects.clientId, caller.id)));
      if (!project) {
        throw notFound();
      }
      if (project.status !== 'Completed' || !project.selectedPartnerId) {
        throw conflict(messages.ratingNotYet);
      }
      try {
        const [row] = await db
          .insert(ratings)
          .values({
            projectId: project.id,
            partnerId: project.selectedPartnerId,
            userId: caller.id,
            stars: request.body.stars,
            comment: request.body.comment ?? null,
          })
          .returning();
        return reply.code(201).send({ stars: row!.stars, comment: row!.comment });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict(messages.alreadyRated);
        }
        throw error;
      }
    },
  );
};
