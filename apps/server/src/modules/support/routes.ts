import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportApi } from '@greenscape/shared/contract/support';
import { route } from '../../lib/contract-route';
import { textIn } from '../../lib/texts';
import { callerOf, requireRole } from '../access';
import { sendSupportMessage } from './support-messages';

/** The customer's Support page writes to the support inbox that admins work through (docs/product.md#support). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, supportApi.send, { onRequest: requireRole('user') }, async (request, reply) => {
    await sendSupportMessage(app, callerOf(request).id, request.body.message);
    return reply.code(201).send({ message: textIn(request.language, 'supportMessageSent') });
  });
};
