import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportApi } from '@greenscape/shared/contract/support';
import { route } from '../../lib/contract-route';
import { notFound } from '../../lib/errors';
import { callerOf, guardAdminTree } from '../access';
import { markSupportMessage, supportInbox } from './inbox';

/** The support inbox (docs/product.md#support): open or closed messages, newest first. */
export const adminSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  guardAdminTree(app);

  route(app, supportApi.inbox, {}, async (request, reply) => {
    const page = await supportInbox(db, request.query);
    if (page.next) {
      reply.header('x-next-cursor', page.next);
    }
    return page.items;
  });

  route(app, supportApi.handle, {}, async (request) => {
    const { messageId } = request.params;
    const marked = await markSupportMessage(
      db,
      messageId,
      request.body.handled,
      callerOf(request).id,
    );
    if (!marked) {
      throw notFound();
    }
    return marked;
  });
};
