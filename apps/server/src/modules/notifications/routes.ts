import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi } from '@greenscape/shared/contract/notifications';
import type { Role } from '@greenscape/shared/schemas/auth';
import { route } from '../../lib/contract-route';
import { unauthorized } from '../../lib/errors';
import { requireSomeSession } from '../access';
import { readSession } from '../sessions';
import { markNotificationsRead, notificationFeed, unreadCounts, type Recipient } from './feed';

/** The header badge and panel of every role (docs/product.md): the caller's own notifications only. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function me(request: FastifyRequest, role: Role) {
    const session = await readSession(request, role);
    if (!session) {
      throw unauthorized();
    }
    const recipient: Recipient = { role, id: session.accountId };
    return { recipient, language: session.language };
  }

  route(app, notificationsApi.unread, {}, async (request) =>
    unreadCounts(db, (await me(request, request.query.role)).recipient),
  );

  route(app, notificationsApi.list, {}, async (request) => {
    // The role's own language, should the browser hold sessions of accounts that differ.
    const { recipient, language } = await me(request, request.query.role);
    return notificationFeed(db, recipient, language);
  });

  route(app, notificationsApi.markRead, { onRequest: requireSomeSession }, async (request) => {
    await markNotificationsRead(db, (await me(request, request.body.role)).recipient);
    return { unread: 0 as const };
  });
};
