import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  designsBodySchema,
  pageQuerySchema,
  projectListTypes,
  staffProjectSchema,
} from '@greenscape/shared/schemas/admin';
import { userSchema } from '@greenscape/shared/schemas/auth';
import { users } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { userJson } from '../accounts/account-json';
import { callerOf } from '../auth/guards';
import { completeProject } from '../projects/steps/complete-project';
import { releaseQuotations } from '../projects/steps/release-quotations';
import { sendDesigns } from '../projects/steps/send-designs';
import { stepContext } from '../projects/steps/step-context';
import { adminId, adminRefusals, guardAdminTree } from './admin-scope';
import { projectsByStatus, searchProjects, staffProject } from './staff-projects';

const projectParams = z.object({ projectId: z.uuid(), adminId });

export const adminProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  guardAdminTree(app);

  // SPEC §7 gives /admin/project/{type}/{adminId} and /admin/project/{projectId}/{adminId} the same
  // shape; one route answers both: a tab's list for new|inprogress|completed, else one project.
  app.get(
    '/admin/project/:key/:adminId',
    {
      config: { readCache: true },
      schema: {
        tags: ['admin'],
        summary:
          'A tab of projects (key new, inprogress or completed; cursor in x-next-cursor), or one project by id',
        params: z.object({ key: z.union([z.enum(projectListTypes), z.uuid()]), adminId }),
        querystring: pageQuerySchema,
        response: {
          200: z.union([z.array(staffProjectSchema), staffProjectSchema]),
          ...adminRefusals,
        },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    '/admin/client/:clientId/:adminId',
    {
      schema: {
        tags: ['admin'],
        summary: "A customer's details",
        params: z.object({ clientId: z.uuid(), adminId }),
        response: { 200: userSchema, ...adminRefusals },
      },
    },
    async (request) => {
      const [row] = await db.select().from(users).where(eq(users.id, request.params.clientId));
      if (!row) {
        throw notFound();
      }
      return userJson(row);
    },
  );

  app.get(
    '/admin/search/:adminId',
    {
      schema: {
        tags: ['admin'],
        summary: "Finds projects by id, or by the customer's name or phone",
        params: z.object({ adminId }),
        querystring: z.object({ q: z.string().trim().max(100).default('') }),
        response: { 200: z.array(staffProjectSchema), ...adminRefusals },
      },
    },
    async (request) => searchProjects(db, request.query.q),
  );

  app.put(
    '/admin/project/:projectId/:adminId',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Sends the designs (the admin's own uploads), once; the project moves to In Progress",
        params: projectParams,
        body: designsBodySchema,
        response: { 200: staffProjectSchema, ...adminRefusals },
      },
    },
    async (request) => {
      const { projectId } = request.params;
      await sendDesigns(stepContext(request, callerOf(request)), {
        projectId,
        designs: request.body,
      });
      return (await staffProject(db, projectId))!;
    },
  );

  app.put(
    '/admin/project/client/:projectId/:adminId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Proceed: releases the final quotations to the customer',
        params: projectParams,
        response: { 200: staffProjectSchema, ...adminRefusals },
      },
    },
    async (request) => {
      const { projectId } = request.params;
      await releaseQuotations(stepContext(request, callerOf(request)), { projectId });
      return (await staffProject(db, projectId))!;
    },
  );

  app.put(
    '/admin/project/completed/:projectId/:adminId',
    {
      schema: {
        tags: ['admin'],
        summary: "Marks the project complete; the chosen partner's projects completed grows by one",
        params: projectParams,
        response: { 200: staffProjectSchema, ...adminRefusals },
      },
    },
    async (request) => {
      const { projectId } = request.params;
      await completeProject(stepContext(request, callerOf(request)), { projectId });
      return (await staffProject(db, projectId))!;
    },
  );
};
