import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@greenscape/shared/messages';
import {
  designsBodySchema,
  pageQuerySchema,
  projectListTypes,
  staffProjectSchema,
} from '@greenscape/shared/schemas/admin';
import { userSchema } from '@greenscape/shared/schemas/auth';
import { canComplete, canProceed, canSendDesigns } from '@greenscape/shared/workflow';
import { projects, serviceProviders, uploads, users } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { userJson } from '../accounts/account-json';
import { callerOf } from '../auth/guards';
import { lockProject } from '../projects/project-state';
import { notify } from '../notifications/notify';
import { adminId, adminRefusals, guardAdminTree } from './admin-scope';
import { projectsByStatus, searchProjects, staffProject } from './staff-projects';

const projectParams = z.object({ projectId: z.uuid(), adminId });

export const adminProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  /** After a step of the team's, the project as staff see it, and a word to its customer. */
  const reloadAndTellCustomer = async (projectId: string, kind: string, text: string) => {
    const project = (await staffProject(app.database.db, projectId))!;
    await notify(app, [{ role: 'user', id: project.client }], {
      kind,
      text,
      projectId: project._id,
    });
    return project;
  };

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
      const caller = callerOf(request);
      const designs = request.body;
      if (designs.length === 0) {
        throw conflict(messages.noImages);
      }
      await db.transaction(async (tx) => {
        const locked = await lockProject(tx, { id: request.params.projectId });
        if (!locked) {
          throw notFound();
        }
        if (!canSendDesigns(locked.state)) {
          throw conflict(messages.designsAlreadySent);
        }
        const own = await tx
          .select({ id: uploads.id })
          .from(uploads)
          .where(
            and(
              inArray(uploads.id, designs),
              eq(uploads.ownerRole, 'admin'),
              eq(uploads.ownerId, caller.id),
              eq(uploads.purpose, 'design'),
            ),
          );
        if (own.length !== designs.length) {
          throw forbidden(messages.notYourUpload);
        }
        await tx
          .update(projects)
          .set({ designs, status: 'In Progress', updatedAt: new Date() })
          .where(eq(projects.id, locked.row.id));
      });
      return reloadAndTellCustomer(
        request.params.projectId,
        'Designs ready',
        messages.notifyDesignsReady,
      );
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
      await db.transaction(async (tx) => {
        const locked = await lockProject(tx, { id: request.params.projectId });
        if (!locked) {
          throw notFound();
        }
        const { state } = locked;
        if (!canProceed(state)) {
          throw conflict(
            state.visibleToClient
              ? messages.quotationsAlreadyReleased
              : state.allocatedCount === 0
                ? messages.noQuotationsYet
                : messages.quotationsNotFinal,
          );
        }
        await tx
          .update(projects)
          .set({ visibleToClient: true, updatedAt: new Date() })
          .where(eq(projects.id, locked.row.id));
      });
      return reloadAndTellCustomer(
        request.params.projectId,
        'Quotations ready',
        messages.notifyQuotationsReady,
      );
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
      await db.transaction(async (tx) => {
        const locked = await lockProject(tx, { id: request.params.projectId });
        if (!locked) {
          throw notFound();
        }
        const { state, row } = locked;
        if (!canComplete(state) || !row.selectedPartnerId) {
          throw conflict(
            state.status === 'Completed'
              ? messages.projectAlreadyCompleted
              : messages.customerHasNotPicked,
          );
        }
        await tx
          .update(projects)
          .set({ status: 'Completed', completedAt: new Date(), updatedAt: new Date() })
          .where(eq(projects.id, row.id));
        await tx
          .update(serviceProviders)
          .set({ totalProjectsCompleted: sql`${serviceProviders.totalProjectsCompleted} + 1` })
          .where(eq(serviceProviders.id, row.selectedPartnerId));
      });
      const project = await reloadAndTellCustomer(
        request.params.projectId,
        'Completed',
        messages.notifyProjectCompleted,
      );
      if (project.selectedServicePartner) {
        await notify(app, [{ role: 'service-provider', id: project.selectedServicePartner }], {
          kind: 'Completed',
          text: messages.notifyPartnerCompleted,
          projectId: project._id,
        });
      }
      return project;
    },
  );
};
