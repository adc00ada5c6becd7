import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@greenscape/shared/messages';
import {
  logoutSchema,
  messageResponseSchema,
  roles,
  sessionStateSchema,
  type Role,
} from '@greenscape/shared/schemas/auth';
import { endSession, readSession } from './session-cookies';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: "Ends this browser's session of one role, or of every role when none is named",
        body: logoutSchema.optional(),
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const only = request.body?.role;
      for (const role of only ? [only] : roles) {
        await endSession(request, reply, role);
      }
      return { message: messages.signedOut };
    },
  );

  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which roles this browser is signed in as, and which sign-in options exist',
        response: { 200: sessionStateSchema },
      },
    },
    async (request) => {
      const signedIn: Role[] = [];
      for (const role of roles) {
        if (await readSession(request, role)) {
          signedIn.push(role);
        }
      }
      return { roles: signedIn, google: app.config.google !== undefined };
    },
  );
};
