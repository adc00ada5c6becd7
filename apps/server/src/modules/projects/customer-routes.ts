import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import {
  allocatedQuotationsBodySchema,
  customerQuotationSchema,
  designPickSchema,
  newProjectSchema,
  projectSchema,
  quotationPickSchema,
} from '@greenscape/shared/schemas/projects';
import { prepared } from '../../db/prepared';
import { projects, ratings } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { assertOwnId, requireRole } from '../auth/guards';
import { allocationsOf, projectJson } from './project-json';
import { ownProjectFirst } from './own-project-first';
import { createProject } from './steps/create-project';
import { pickDesign } from './steps/pick-design';
import { pickQuotation } from './steps/pick-quotation';
import { stepContext } from './steps/step-context';
import { customerQuotations } from './customer-quotations';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const userParams = z.object({ userId: z.uuid() });
const projectParams = z.object({ projectId: z.uuid(), userId: z.uuid() });

/** The customer's calls of SPEC §7, with DECISIONS §2's fixes: identity from the session only. */
export const customerProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addHook('onRequest', requireRole('user'));
  app.addHook('onRequest', ownProjectFirst);

  app.get(
    '/user/allprojects/:userId',
    {
      config: { readCache: true },
      schema: {
        tags: ['customer'],
        summary: "The customer's projects, newest first (at most 100)",
        params: userParams,
        response: { 200: z.array(projectSchema), ...refusals },
      },
    },
    async (request) => {
      const caller = assertOwnId(request, request.params.userId);
      const rows = await prepared(db, 'customer_projects', (d) =>
        d
          .select()
          .from(projects)
          .where(eq(projects.clientId, sql.placeholder('clientId')))
          .orderBy(desc(projects.createdAt), desc(projects.id))
          .limit(100)
          .prepare('customer_projects'),
      ).execute({ clientId: caller.id });
      const allocations = await allocationsOf(
        db,
        rows.filter((r) => r.visibleToClient).map((r) => r.id),
      );
      return rows.map((row) => projectJson(row, allocations.get(row.id) ?? [], 'customer'));
    },
  );

  app.post(
    '/user/project/:userId',
    {
      schema: {
        tags: ['customer'],
        summary: 'Creates a project: service, area, budget, description and own uploaded photos',
        params: userParams,
        body: newProjectSchema,
        response: { 201: projectSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const caller = assertOwnId(request, request.params.userId);
      const row = await createProject(stepContext(request, caller), request.body);
      return reply.code(201).send(projectJson(row, [], 'customer'));
    },
  );

  app.get(
    '/user/project/:projectId/:userId',
    {
      config: { readCache: true },
      schema: {
        tags: ['customer'],
        summary: "One of the customer's projects",
        params: projectParams,
        response: { 200: projectSchema, ...refusals },
      },
    },
    async (request) => {
      const caller = assertOwnId(request, request.params.userId);
      const [row] = await prepared(db, 'customer_project', (d) =>
        d
          .select()
          .from(projects)
          .where(
            and(
              eq(projects.id, sql.placeholder('projectId')),
              eq(projects.clientId, sql.placeholder('clientId')),
            ),
          )
          .prepare('customer_project'),
      ).execute({ projectId: request.params.projectId, clientId: caller.id });
      if (!row) {
        throw notFound();
      }
      const allocations = await allocationsOf(db, [row.id]);
      const [rating] = await prepared(db, 'project_rating', (d) =>
        d
          .select({ stars: ratings.stars, comment: ratings.comment })
          .from(ratings)
          .where(eq(ratings.projectId, sql.placeholder('projectId')))
          .prepare('project_rating'),
      ).execute({ projectId: row.id });
      return {
        ...projectJson(row, allocations.get(row.id) ?? [], 'customer'),
        rating: rating ?? null,
      };
    },
  );

  app.put(
    '/user/project/:projectId/:userId',
    {
      schema: {
        tags: ['customer'],
        summary: 'Picks a design by its number (once)',
        params: projectParams,
        body: designPickSchema,
        response: { 200: projectSchema, ...refusals },
      },
    },
    async (request) => {
      const caller = assertOwnId(request, request.params.userId);
      const ctx = stepContext(request, caller);
      const row = await pickDesign(ctx, { projectId: request.params.projectId, ...request.body });
      return projectJson(row, [], 'customer');
    },
  );

  app.post(
    '/user/project/servicepartners/:userId',
    {
      schema: {
        tags: ['customer'],
        summary:
          'The released quotations by id, one entry per id in that order (no partner contact details)',
        params: userParams,
        body: allocatedQuotationsBodySchema,
        response: { 200: z.array(customerQuotationSchema), ...refusals },
      },
    },
    async (request) => {
      const caller = assertOwnId(request, request.params.userId);
      return customerQuotations(db, caller.id, request.body.allocatedQuotations);
    },
  );

  app.put(
    '/user/project/quotation/:projectId/:userId',
    {
      schema: {
        tags: ['customer'],
        summary: 'Picks one of the released quotations by its number (once)',
        params: projectParams,
        body: quotationPickSchema,
        response: { 200: projectSchema, ...refusals },
      },
    },
    async (request) => {
      const caller = assertOwnId(request, request.params.userId);
      const ctx = stepContext(request, caller);
      const { row, allocations } = await pickQuotation(ctx, {
        projectId: request.params.projectId,
        ...request.body,
      });
      return projectJson(row, allocations, 'customer');
    },
  );
};
