import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  partnerEntrySchema,
  shareBodySchema,
  staffProjectSchema,
} from '@greenscape/shared/schemas/admin';
import { allocatedQuotationsBodySchema } from '@greenscape/shared/schemas/projects';
import {
  adminQuotationSchema,
  createTemplateSchema,
  saveQuotationSchema,
  templateResponseSchema,
} from '@greenscape/shared/schemas/quotations';
import { normaliseService } from '@greenscape/shared/services';
import { serviceProviders } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { callerOf } from '../auth/guards';
import { costQuotation } from '../projects/steps/cost-quotation';
import { createTemplate } from '../projects/steps/create-template';
import { shareQuotation } from '../projects/steps/share-quotation';
import { stepContext } from '../projects/steps/step-context';
import { adminQuotations } from '../quotations/admin-quotations';
import { templateOf } from '../quotations/templates';
import { adminId, adminRefusals, guardAdminTree } from './admin-scope';
import { staffProject } from './staff-projects';

const projectParams = z.object({ projectId: z.uuid(), adminId });

export const adminQuotationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  guardAdminTree(app);

  app.get(
    '/admin/project/quotation/:projectId/:adminId',
    {
      schema: {
        tags: ['admin'],
        summary: "The project's quotation template ([] before it is created)",
        params: projectParams,
        response: { 200: templateResponseSchema, ...adminRefusals },
      },
    },
    async (request) => {
      const template = await templateOf(db, request.params.projectId);
      return template ? [template] : [];
    },
  );

  app.post(
    '/admin/project/quotation/:adminId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Creates the quotation template, once, after the customer picked a design',
        params: z.object({ adminId }),
        body: createTemplateSchema,
        response: { 201: templateResponseSchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      await createTemplate(stepContext(request, callerOf(request)), request.body);
      return reply.code(201).send([(await templateOf(db, request.body.projectId))!]);
    },
  );

  app.get(
    '/admin/project/servicepartners/:service/:adminId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Service partners with a complete profile who offer the service',
        params: z.object({ service: z.string().max(40), adminId }),
        response: { 200: z.array(partnerEntrySchema), ...adminRefusals },
      },
    },
    async (request) => {
      const service = normaliseService(request.params.service);
      if (!service) {
        throw badRequest('allFieldsRequired');
      }
      const rows = await db
        .select()
        .from(serviceProviders)
        .where(
          and(
            eq(serviceProviders.profileCompleted, true),
            arrayContains(serviceProviders.services, [service]),
          ),
        )
        .orderBy(asc(serviceProviders.name))
        .limit(200);
      return rows.map((p) => ({
        _id: p.id,
        name: p.name,
        email: p.email,
        phone: p.phone,
        city: p.city,
        servicesOffered: p.servicesOffered as z.infer<typeof partnerEntrySchema>['servicesOffered'],
        totalProjectsCompleted: p.totalProjectsCompleted,
      }));
    },
  );

  app.post(
    '/admin/project/quotation/share/:projectId/:adminId',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Shares the quotation with chosen partners: personal invitations, and the window opens',
        params: projectParams,
        body: shareBodySchema,
        response: { 200: staffProjectSchema, ...adminRefusals },
      },
    },
    async (request) => {
      const { projectId } = request.params;
      await shareQuotation(stepContext(request, callerOf(request)), {
        projectId,
        partnerIds: request.body,
      });
      return (await staffProject(db, projectId))!;
    },
  );

  app.post(
    '/admin/project/servicepartners/:adminId',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Quotations by id, one entry per id in that order, with lines, costing and contact',
        params: z.object({ adminId }),
        body: allocatedQuotationsBodySchema,
        response: { 200: z.array(adminQuotationSchema), ...adminRefusals },
      },
    },
    async (request) => {
      const found = await adminQuotations(db, request.body.allocatedQuotations);
      return request.body.allocatedQuotations.map((id) => {
        const quotation = found.get(id);
        if (!quotation) {
          throw notFound();
        }
        return quotation;
      });
    },
  );

  app.put(
    '/admin/project/quotation/:quotationId/:adminId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Saves supplier costing and supplier per line; the server totals and finalises it',
        params: z.object({ quotationId: z.uuid(), adminId }),
        body: saveQuotationSchema,
        response: { 200: adminQuotationSchema, ...adminRefusals },
      },
    },
    async (request) => {
      const { quotationId } = request.params;
      await costQuotation(stepContext(request, callerOf(request)), {
        quotationId,
        body: request.body,
      });
      return (await adminQuotations(db, [quotationId])).get(quotationId)!;
    },
  );
};
