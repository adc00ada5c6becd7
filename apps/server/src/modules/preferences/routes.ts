import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesApi } from '@greenscape/shared/contract/preferences';
import { route } from '../../lib/contract-route';
import { unauthorized } from '../../lib/errors';
import { callerOf, requireChosenSession } from '../access';
import { changePreferences, preferencesOf } from './preferences-store';

/**
 * GET|PUT /api/me/preferences: the signed-in account's own, whatever its role
 * (docs/product.md#languages).
 */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  route(app, preferencesApi.get, { onRequest: requireChosenSession }, async (request) => {
    const preferences = await preferencesOf(db, callerOf(request));
    if (!preferences) {
      throw unauthorized();
    }
    return preferences;
  });

  route(app, preferencesApi.update, { onRequest: requireChosenSession }, async (request) => {
    const preferences = await changePreferences(
      db,
      callerOf(request),
      request.body,
      app.sessionCache,
    );
    if (!preferences) {
      throw unauthorized();
    }
    return preferences;
  });
};
