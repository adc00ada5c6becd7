import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi } from '@greenscape/shared/contract/admin';
import { route } from '../../lib/contract-route';
import { guardAdminTree } from '../admin/admin-scope';
import { projectActivity } from './project-activity';

/** The audit trail of one project, for the admins' project page. */
export const adminActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdminTree(app);

  route(app, adminApi.activity, {}, async (request) =>
    projectActivity(app.database.db, request.params.projectId),
  );
};
