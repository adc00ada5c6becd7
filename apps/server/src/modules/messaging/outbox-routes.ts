import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemApi } from '@greenscape/shared/contract/system';
import { route } from '../../lib/contract-route';
import { sentTo } from './outbox';

/** Outside production only: what was sent to a phone or e-mail, newest first (docs/product.md#sign-in). */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, systemApi.devOutbox, {}, async (request) => sentTo(app.database.db, request.query.to));
};
