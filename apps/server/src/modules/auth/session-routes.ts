import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '@greenscape/shared/contract/auth';
import { roles, type Role } from '@greenscape/shared/schemas/auth';
import { route } from '../../lib/contract-route';
import { textIn } from '../../lib/texts';
import { endSession, readSession } from '../sessions';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, authApi.logout, {}, async (request, reply) => {
    const only = request.body?.role;
    for (const role of only ? [only] : roles) {
      await endSession(request, reply, role);
    }
    return { message: textIn(request.language, 'signedOut') };
  });

  route(app, authApi.session, {}, async (request) => {
    const signedIn: Role[] = [];
    for (const role of roles) {
      if (await readSession(request, role)) {
        signedIn.push(role);
      }
    }
    return { roles: signedIn, google: app.config.google !== undefined };
  });
};
