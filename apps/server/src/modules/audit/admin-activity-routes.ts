import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditApi } from '@greenscape/shared/contract/audit';
import { route } from '../../lib/contract-route';
import { guardAdminTree } from '../access';
import { projectActivity } from './project-activity';

/** The audit trail of one project, for the admins' project page. */
export const adminActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdminTree(app);

  route(app, auditApi.activity, {}, async (request) =>
    projectActivity(app.database.db, request.params.projectId),
  );
};
