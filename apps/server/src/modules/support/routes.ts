import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@greenscape/shared/messages';
import { messageResponseSchema } from '@greenscape/shared/schemas/auth';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import { supportMessageSchema } from '@greenscape/shared/schemas/projects';
import { supportMessages } from '../../db/schema/index';
import { withinHourlyQuota } from '../../lib/hourly-quota';
import { callerOf, requireRole } from '../auth/guards';

/** The customer's Support page writes to the support inbox that admins work through (DECISIONS §6). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/support',
    {
      onRequest: requireRole('user'),
      schema: {
        tags: ['customer'],
        summary: 'Sends a message to the support inbox',
        body: supportMessageSchema,
        response: {
          201: messageResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = callerOf(request);
      const { db } = app.database;
      const quota = {
        key: `support-messages:${id}`,
        limit: app.config.limits.supportMessagesPerHour,
        code: 'tooManySupportMessages' as const,
      };
      await withinHourlyQuota(db, quota, () =>
        db.insert(supportMessages).values({ userId: id, message: request.body.message }),
      );
      return reply.code(201).send({ message: messages.supportMessageSent });
    },
  );
};
