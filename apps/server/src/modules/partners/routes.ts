import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paiseToRupees } from '@greenscape/shared/money';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import { pageQuerySchema } from '@greenscape/shared/schemas/admin';
import { fileUrl } from '@greenscape/shared/schemas/projects';
import {
  ownQuotationSchema,
  partnerProjectSchema,
  partnerTabs,
  publicProfileSchema,
  quotationVerifySchema,
} from '@greenscape/shared/schemas/workspaces';
import {
  partnerQuotationLines,
  partnerQuotations,
  projects,
  quotationInvitations,
  ratings,
  serviceProviders,
} from '../../db/schema/index';
import { prepared } from '../../db/prepared';
import { notFound } from '../../lib/errors';
import { assertOwnId, requireRole } from '../auth/guards';
import { quotingPartner } from '../quotations/partner-routes';
import {
  partnerProjectJson,
  partnerTab,
  sharedWith,
  standingMessages,
  standingOf,
} from './partner-projects';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The partner's own calls of SPEC §7; a project is visible only once shared with the partner. */
export const partnerWorkspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function invitedProject(projectId: string, partnerId: string) {
    const [row] = await db
      .select({ project: projects })
      .from(projects)
      .innerJoin(quotationInvitations, sharedWith(partnerId))
      .where(eq(projects.id, projectId));
    if (!row) {
      throw notFound();
    }
    return row.project;
  }

  // As for the admin, SPEC gives a tab and a project the same path shape.
  app.get(
    '/service-provider/project/:key/:providerId',
    {
      config: { readCache: true },
      onRequest: requireRole('service-provider'),
      schema: {
        tags: ['service-provider'],
        summary:
          "A tab of the partner's projects (new, inprogress, completed), or one project it was invited to",
        params: z.object({ key: z.union([z.enum(partnerTabs), z.uuid()]), providerId: z.uuid() }),
        querystring: pageQuerySchema,
        response: {
          200: z.union([z.array(partnerProjectSchema), partnerProjectSchema]),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const caller = assertOwnId(request, request.params.providerId);
      const { key } = request.params;
      if (key === 'new' || key === 'inprogress' || key === 'completed') {
        const page = await partnerTab(
          db,
          caller.id,
          key,
          request.query.cursor,
          request.query.limit,
        );
        if (page.next) {
          reply.header('x-next-cursor', page.next);
        }
        return page.items;
      }
      const row = await invitedProject(key, caller.id);
      return partnerProjectJson(row, await standingOf(db, row, caller.id));
    },
  );

  app.get(
    '/service-provider/quotation/verify/:projectId',
    {
      schema: {
        tags: ['service-provider'],
        summary:
          'Whether the partner may still quote (signed in, or ?invite=TOKEN), with the message to show',
        params: z.object({ projectId: z.uuid() }),
        querystring: z.object({ invite: z.string().min(16).max(100).optional() }),
        response: { 200: quotationVerifySchema, ...refusals },
      },
    },
    async (request) => {
      const partnerId = await quotingPartner(
        request,
        request.params.projectId,
        request.query.invite,
      );
      const row = await invitedProject(request.params.projectId, partnerId);
      const standing = await standingOf(db, row, partnerId);
      return { standing, message: standingMessages[standing] };
    },
  );

  app.get(
    '/service-provider/project/quotation/:projectId/:providerId',
    {
      onRequest: requireRole('service-provider'),
      schema: {
        tags: ['service-provider'],
        summary: "The partner's own submitted quotation: lines and total",
        params: z.object({ projectId: z.uuid(), providerId: z.uuid() }),
        response: { 200: ownQuotationSchema, ...refusals },
      },
    },
    async (request) => {
      const caller = assertOwnId(request, request.params.providerId);
      const [quotation] = await db
        .select()
        .from(partnerQuotations)
        .where(
          and(
            eq(partnerQuotations.projectId, request.params.projectId),
            eq(partnerQuotations.partnerId, caller.id),
          ),
        );
      if (!quotation) {
        throw notFound();
      }
      const lines = await db
        .select()
        .from(partnerQuotationLines)
        .where(eq(partnerQuotationLines.quotationId, quotation.id))
        .orderBy(asc(partnerQuotationLines.position));
      return {
        num: quotation.num,
        details: lines.map((l) => ({
          serviceDesc: l.serviceDesc,
          quantity: l.quantity,
          spCosting: paiseToRupees(l.spCostingPaise),
          amount: paiseToRupees(l.amountPaise),
        })),
        total: paiseToRupees(quotation.totalAmountPaise),
      };
    },
  );

  app.get(
    '/service-provider/:id',
    {
      config: { readCache: true },
      schema: {
        tags: ['service-provider'],
        summary: "A partner's public profile: name, city, projects completed, rating and gallery",
        params: z.object({ id: z.uuid() }),
        response: { 200: publicProfileSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const [partner] = await prepared(db, 'public_profile', (d) =>
        d
          .select({
            id: serviceProviders.id,
            name: serviceProviders.name,
            city: serviceProviders.city,
            img: serviceProviders.img,
            totalProjectsCompleted: serviceProviders.totalProjectsCompleted,
            publicImages: serviceProviders.publicImages,
            // Spelt out in full: Drizzle leaves the table off the columns of a one-table select,
            // and a bare "id" inside the subquery would be the rating's own.
            average: sql<number | null>`(select avg(r.stars) from ratings r
              where r.partner_id = service_providers.id)`.mapWith(Number),
            ratingCount: sql<number>`(select count(*) from ratings r
              where r.partner_id = service_providers.id)`.mapWith(Number),
          })
          .from(serviceProviders)
          .where(eq(serviceProviders.id, sql.placeholder('id')))
          .prepare('public_profile'),
      ).execute({ id: request.params.id });
      if (!partner) {
        throw notFound();
      }
      const comments = await prepared(db, 'public_profile_comments', (d) =>
        d
          .select({ stars: ratings.stars, comment: ratings.comment, createdAt: ratings.createdAt })
          .from(ratings)
          .where(and(eq(ratings.partnerId, sql.placeholder('id')), isNotNull(ratings.comment)))
          .orderBy(desc(ratings.createdAt))
          .limit(5)
          .prepare('public_profile_comments'),
      ).execute({ id: partner.id });
      const ratingCount = partner.ratingCount;
      return {
        _id: partner.id,
        name: partner.name,
        city: partner.city,
        img: partner.img,
        totalProjectsCompleted: partner.totalProjectsCompleted,
        publicImages: partner.publicImages.map(fileUrl),
        rating: {
          average: ratingCount ? Math.round((partner.average ?? 0) * 10) / 10 : null,
          count: ratingCount,
        },
        comments: comments.map((c) => ({
          stars: c.stars,
          comment: c.comment ?? '',
          createdAt: c.createdAt.toISOString(),
        })),
      };
    },
  );
};
