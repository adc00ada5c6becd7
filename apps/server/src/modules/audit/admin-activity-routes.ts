import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditApi } from '@greenscape/shared/contract/audit';
import { route } from '../../lib/contract-route';
import { guardAdminTree } from '../access';
import { projectActivity } from './project-activity';
import { projectNotices } from './project-notices';

/** The audit trail and the notices of one project, for the admins' project page. */
export const adminActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdminTree(app);

  route(app, auditApi.activity, {}, async (request) =>
    projectActivity(app.database.db, request.params.projectId),
  );

  route(app, auditApi.notices, {}, async (request) =>
    projectNotices(app.database.db, request.params.projectId),
  );
};
