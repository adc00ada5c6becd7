import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { route } from '../../lib/contract-route';
import { notFound } from '../../lib/errors';
import { assertOwnId, requireRole } from '../access';
import { customerProject, customerProjects } from './customer-projects';
import { customerQuotations } from './customer-quotations';
import { projectJson } from './project-json';
import { ownProjectFirst } from './own-project-first';
import { createProject } from './steps/create-project';
import { pickDesign } from './steps/pick-design';
import { pickQuotation } from './steps/pick-quotation';
import { stepContext } from '../kernel';

/** The customer's calls (docs/product.md#api): identity from the session only. */
export const customerProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addHook('onRequest', requireRole('user'));
  app.addHook('onRequest', ownProjectFirst);

  route(app, projectsApi.projects, {}, async (request) => {
    const caller = assertOwnId(request, request.params.userId);
    return customerProjects(db, caller.id);
  });

  route(app, projectsApi.createProject, {}, async (request, reply) => {
    const caller = assertOwnId(request, request.params.userId);
    const row = await createProject(stepContext(request, caller), request.body);
    return reply.code(201).send(projectJson(row, [], 'customer'));
  });

  route(app, projectsApi.project, {}, async (request) => {
    const caller = assertOwnId(request, request.params.userId);
    const project = await customerProject(db, request.params.projectId, caller.id);
    if (!project) {
      throw notFound();
    }
    return project;
  });

  route(app, projectsApi.pickDesign, {}, async (request) => {
    const caller = assertOwnId(request, request.params.userId);
    const ctx = stepContext(request, caller);
    const row = await pickDesign(ctx, { projectId: request.params.projectId, ...request.body });
    return projectJson(row, [], 'customer');
  });

  route(app, projectsApi.releasedQuotations, {}, async (request) => {
    const caller = assertOwnId(request, request.params.userId);
    return customerQuotations(db, caller.id, request.body.allocatedQuotations);
  });

  route(app, projectsApi.pickQuotation, {}, async (request) => {
    const caller = assertOwnId(request, request.params.userId);
    const ctx = stepContext(request, caller);
    const { row, allocations } = await pickQuotation(ctx, {
      projectId: request.params.projectId,
      ...request.body,
    });
    return projectJson(row, allocations, 'customer');
  });
};
