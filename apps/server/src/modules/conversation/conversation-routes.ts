import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationApi } from '@greenscape/shared/contract/conversation';
import { route } from '../../lib/contract-route';
import { callerOf, participantRoles, requireParticipant } from '../access';
import { stepContext } from '../kernel';
import { messagePage } from './message-page';
import { markConversationRead } from './read-mark';
import { sendProjectMessage } from './send-message';

/**
 * A project's one conversation (docs/product.md#conversation): its customer, every admin and,
 * from the pick on, its selected partner. The guard decides who takes part before anything the
 * caller sent is read (modules/access/participants.ts).
 */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const participant = requireParticipant(participantRoles);

  route(app, conversationApi.messages, { onRequest: participant }, async (request) =>
    messagePage(db, callerOf(request), request.params.projectId, request.query.before),
  );

  route(app, conversationApi.sendMessage, { onRequest: participant }, async (request, reply) => {
    const caller = callerOf(request);
    const message = await sendProjectMessage(stepContext(request, caller), {
      projectId: request.params.projectId,
      text: request.body.text,
      photos: request.body.photos,
    });
    return reply.code(201).send(message);
  });

  route(app, conversationApi.readMessages, { onRequest: participant }, async (request, reply) => {
    await markConversationRead(db, callerOf(request), request.params.projectId);
    return reply.code(204).send(null);
  });
};
