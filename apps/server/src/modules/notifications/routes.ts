import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi } from '@greenscape/shared/contract/notifications';
import type { Role } from '@greenscape/shared/schemas/auth';
import { route } from '../../lib/contract-route';
import { unauthorized } from '../../lib/errors';
import { requireSomeSession } from '../access/guards';
import { readSession } from '../sessions/session-cookies';
import { markNotificationsRead, notificationFeed, type Recipient } from './feed';

/** The header badge and panel of every role (docs/product.md): the caller's own notifications only. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function me(request: FastifyRequest, role: Role): Promise<Recipient> {
    const session = await readSession(request, role);
    if (!session) {
      throw unauthorized();
    }
    return { role, id: session.accountId };
  }

  route(app, notificationsApi.list, {}, async (request) =>
    notificationFeed(db, await me(request, request.query.role)),
  );

  route(app, notificationsApi.markRead, { onRequest: requireSomeSession }, async (request) => {
    await markNotificationsRead(db, await me(request, request.body.role));
    return { unread: 0 as const };
  });
};
