import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { route } from '../../lib/contract-route';
import { notFound } from '../../lib/errors';
import { type UserRow, findAccount, userJson } from '../accounts';
import { callerOf, guardAdminTree } from '../access';
import { completeProject } from './steps/complete-project';
import { sendDesigns } from './steps/send-designs';
import { stepContext } from '../kernel';
import { projectsByStatus, searchProjects, staffProject } from './staff-projects';

export const adminProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  guardAdminTree(app);

  // A tab and a project share the path's shape; one route answers both: a tab's list for
  // new|inprogress|completed, else one project (packages/shared/src/contract/shared-shapes.ts).
  route(app, projectsApi.teamProject, {}, async (request, reply) => {
    const { key } = request.params;
    if (key === 'new' || key === 'inprogress' || key === 'completed') {
      const page = await projectsByStatus(db, key, request.query.cursor, request.query.limit);
      if (page.next) {
        reply.header('x-next-cursor', page.next);
      }
      return page.items;
    }
    const project = await staffProject(db, key);
    if (!project) {
      throw notFound();
    }
    return project;
  });

  route(app, projectsApi.client, {}, async (request) => {
    const row = await findAccount(db, 'user', 'id', request.params.clientId);
    if (!row) {
      throw notFound();
    }
    return userJson(row as UserRow);
  });

  route(app, projectsApi.search, {}, async (request) => searchProjects(db, request.query.q));

  route(app, projectsApi.sendDesigns, {}, async (request) => {
    const { projectId } = request.params;
    await sendDesigns(stepContext(request, callerOf(request)), {
      projectId,
      designs: request.body,
    });
    return (await staffProject(db, projectId))!;
  });

  route(app, projectsApi.complete, {}, async (request) => {
    const { projectId } = request.params;
    await completeProject(stepContext(request, callerOf(request)), {
      projectId,
      override: request.body?.override,
    });
    return (await staffProject(db, projectId))!;
  });
};
