import { and, arrayOverlaps, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@greenscape/shared/messages';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import {
  allocatedQuotationsBodySchema,
  customerQuotationSchema,
  designPickSchema,
  newProjectSchema,
  projectSchema,
  quotationPickSchema,
} from '@greenscape/shared/schemas/projects';
import { canPickDesign, canPickQuotation } from '@greenscape/shared/workflow';
import { prepared } from '../../db/prepared';
import { projects, ratings, uploads } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { withinHourlyQuota } from '../../lib/hourly-quota';
import { assertOwnId, requireRole } from '../auth/guards';
import { allocationsOf, projectJson } from './project-json';
import { ownProjectFirst } from './own-project-first';
import { lockProject } from './project-state';
import { customerQuotations } from './customer-quotations';
import { allAdmins, notify, partnersOf } from '../notifications/notify';

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
      const photos = [...new Set(request.body.photos)];
      const quota = {
        key: `projects:${caller.id}`,
        limit: app.config.limits.projectsPerHour,
        message: messages.tooManyProjects,
      };
      const row = await withinHourlyQuota(db, quota, () =>
        db.transaction(async (tx) => {
          if (photos.length > 0) {
            const own = await tx
              .select({ id: uploads.id })
              .from(uploads)
              .where(
                and(
                  inArray(uploads.id, photos),
                  eq(uploads.ownerRole, 'user'),
                  eq(uploads.ownerId, caller.id),
                  eq(uploads.purpose, 'project-photo'),
                ),
              );
            const [taken] = await tx
              .select({ id: projects.id })
              .from(projects)
              .where(arrayOverlaps(projects.photos, photos))
              .limit(1);
            if (own.length !== photos.length || taken) {
              throw forbidden(messages.notYourUpload);
            }
          }
          const [created] = await tx
            .insert(projects)
            .values({
              clientId: caller.id,
              service: request.body.service,
              area: request.body.area ?? null,
              budget: request.body.budget,
              desc: request.body.desc,
              photos,
            })
            .returning();
          return created!;
        }),
      );
      request.auditProjectId = row.id;
      await notify(app, await allAdmins(app), {
        kind: 'New project',
        text: messages.notifyNewProject,
        projectId: row.id,
      });
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
      const { num } = request.body;
      const row = await db.transaction(async (tx) => {
        const locked = await lockProject(tx, { id: request.params.projectId, clientId: caller.id });
        if (!locked) {
          throw notFound();
        }
        const { state } = locked;
        if (!canPickDesign(state, num)) {
          if (state.designSelected !== null) {
            throw conflict(messages.designAlreadySelected);
          }
          if (state.designCount === 0 || state.status !== 'In Progress') {
            throw conflict(messages.designsNotReady);
          }
          throw badRequest(messages.invalidDesignNumber);
        }
        const [updated] = await tx
          .update(projects)
          .set({ designSelected: num, updatedAt: new Date() })
          .where(eq(projects.id, locked.row.id))
          .returning();
        return updated!;
      });
      await notify(app, await allAdmins(app), {
        kind: 'Design picked',
        text: messages.notifyDesignPicked,
        projectId: row.id,
      });
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
      const { num } = request.body;
      const { row, allocations } = await db.transaction(async (tx) => {
        const locked = await lockProject(tx, { id: request.params.projectId, clientId: caller.id });
        if (!locked) {
          throw notFound();
        }
        const { state } = locked;
        if (!canPickQuotation(state, num)) {
          if (state.selectedQuotation !== null) {
            throw conflict(messages.quotationAlreadySelected);
          }
          if (!state.visibleToClient || state.status !== 'In Progress') {
            throw conflict(messages.quotationsNotReady);
          }
          throw badRequest(messages.invalidQuotationNumber);
        }
        const allocated = (await allocationsOf(tx, [locked.row.id])).get(locked.row.id) ?? [];
        const chosen = allocated.find((a) => a.num === num && a.finalized);
        if (!chosen) {
          throw badRequest(messages.invalidQuotationNumber);
        }
        const [updated] = await tx
          .update(projects)
          .set({
            selectedQuotation: num,
            selectedPartnerId: chosen.partnerId,
            updatedAt: new Date(),
          })
          .where(eq(projects.id, locked.row.id))
          .returning();
        return { row: updated!, allocations: allocated };
      });
      const projectId = row.id;
      await notify(app, await allAdmins(app), {
        kind: 'Quotation picked',
        text: messages.notifyQuotationPicked,
        projectId,
      });
      const chosen = allocations
        .filter((a) => a.partnerId === row.selectedPartnerId)
        .map((a) => a.partnerId);
      const others = allocations
        .filter((a) => a.partnerId !== row.selectedPartnerId)
        .map((a) => a.partnerId);
      await notify(app, await partnersOf(app, chosen), {
        kind: 'Selected',
        text: messages.notifySelected,
        projectId,
      });
      await notify(app, await partnersOf(app, others), {
        kind: 'Not selected',
        text: messages.notifyNotSelected,
        projectId,
      });
      return projectJson(row, allocations, 'customer');
    },
  );
};
