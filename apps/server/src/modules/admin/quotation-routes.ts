import { and, arrayContains, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@greenscape/shared/messages';
import { rupeesToPaise } from '@greenscape/shared/money';
import {
  partnerEntrySchema,
  shareBodySchema,
  staffProjectSchema,
} from '@greenscape/shared/schemas/admin';
import { allocatedQuotationsBodySchema } from '@greenscape/shared/schemas/projects';
import {
  adminQuotationSchema,
  createTemplateSchema,
  quotationTotals,
  saveQuotationSchema,
  templateResponseSchema,
} from '@greenscape/shared/schemas/quotations';
import { normaliseService } from '@greenscape/shared/services';
import { canCreateTemplate, canShareQuotation } from '@greenscape/shared/workflow';
import {
  partnerQuotationLines,
  partnerQuotations,
  projects,
  quotationTemplateLines,
  quotationTemplates,
  serviceProviders,
} from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { callerOf } from '../auth/guards';
import { lockProject } from '../projects/project-state';
import { adminQuotations } from '../quotations/admin-quotations';
import { templateOf } from '../quotations/templates';
import { notify } from '../notifications/notify';
import { adminId, adminRefusals, guardAdminTree } from './admin-scope';
import { invitePartners } from './invite-partners';
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
      const { projectId, info } = request.body;
      await db.transaction(async (tx) => {
        const locked = await lockProject(tx, { id: projectId });
        if (!locked) {
          throw notFound();
        }
        if (!canCreateTemplate(locked.state)) {
          throw conflict(
            locked.state.hasTemplate
              ? messages.quotationAlreadyCreated
              : messages.designNotPickedYet,
          );
        }
        const [template] = await tx
          .insert(quotationTemplates)
          .values({ projectId, createdBy: callerOf(request).id })
          .returning();
        await tx.insert(quotationTemplateLines).values(
          info.map((line, position) => ({
            templateId: template!.id,
            position,
            serviceDesc: line.serviceDesc,
            quantity: line.quantity,
            lowerRangePaise: rupeesToPaise(line.lowerRange),
            upperRangePaise: rupeesToPaise(line.upperRange),
          })),
        );
      });
      return reply.code(201).send([(await templateOf(db, projectId))!]);
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
        throw badRequest(messages.allFieldsRequired);
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
      const partnerIds = request.body;
      if (partnerIds.length === 0) {
        throw badRequest(messages.selectServiceProviders);
      }
      const invitations = await db.transaction(async (tx) => {
        const locked = await lockProject(tx, { id: request.params.projectId });
        if (!locked) {
          throw notFound();
        }
        if (!canShareQuotation(locked.state)) {
          throw conflict(
            locked.state.quotationSent
              ? messages.quotationAlreadySent
              : messages.createQuotationFirst,
          );
        }
        const eligible = await tx
          .select({ id: serviceProviders.id, phone: serviceProviders.phone })
          .from(serviceProviders)
          .where(
            and(
              inArray(serviceProviders.id, partnerIds),
              eq(serviceProviders.profileCompleted, true),
              arrayContains(serviceProviders.services, [locked.row.service]),
            ),
          );
        if (eligible.length !== partnerIds.length) {
          throw badRequest(messages.partnersMustOfferService);
        }
        const closesAt = new Date(Date.now() + app.config.quotationWindowHours * 3600_000);
        await tx
          .update(projects)
          .set({ quotationSent: true, quotationWindowClosesAt: closesAt, updatedAt: new Date() })
          .where(eq(projects.id, locked.row.id));
        return invitePartners(tx, locked.row.id, eligible);
      });
      // In the app now; the SMS below carries the personal link instead of a second message.
      await notify(
        app,
        invitations.map((i) => ({ role: 'service-provider' as const, id: i.partnerId })),
        {
          kind: 'Invited',
          text: messages.notifyInvited,
          projectId: request.params.projectId,
          sms: false,
        },
      );
      for (const invite of invitations) {
        if (invite.phone) {
          await app.sendMessage({
            channel: 'sms',
            to: invite.phone,
            text: `Greenscape: a new project is open for your quotation. Apply here: ${app.config.publicUrl}/service-provider/quotation/${request.params.projectId}?invite=${invite.token}`,
          });
        }
      }
      return (await staffProject(db, request.params.projectId))!;
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
      await db.transaction(async (tx) => {
        const [quotation] = await tx
          .select()
          .from(partnerQuotations)
          .where(eq(partnerQuotations.id, quotationId));
        if (!quotation) {
          throw notFound();
        }
        // The project row is the lock every workflow step takes.
        const locked = await lockProject(tx, { id: quotation.projectId });
        const [current] = await tx
          .select()
          .from(partnerQuotations)
          .where(eq(partnerQuotations.id, quotationId));
        if (!locked || !current) {
          throw notFound();
        }
        if (current.finalized) {
          throw conflict(messages.quotationAlreadyFinal);
        }
        const lines = await tx
          .select()
          .from(partnerQuotationLines)
          .where(eq(partnerQuotationLines.quotationId, quotationId));
        const byId = new Map(request.body.info.map((l) => [l._id, l]));
        if (lines.length !== byId.size || lines.some((l) => !byId.has(l.id))) {
          throw badRequest(messages.allFieldsRequired);
        }
        const priced = lines.map((l) => ({
          line: l,
          supplierCosting: rupeesToPaise(byId.get(l.id)!.supplierCosting),
          details: byId.get(l.id)!.supplierDetails,
        }));
        for (const p of priced) {
          await tx
            .update(partnerQuotationLines)
            .set({ supplierCostingPaise: p.supplierCosting, supplierDetails: p.details })
            .where(eq(partnerQuotationLines.id, p.line.id));
        }
        const totals = quotationTotals(
          priced.map((p) => ({
            spCosting: p.line.spCostingPaise,
            quantity: p.line.quantity,
            supplierCosting: p.supplierCosting,
          })),
        );
        await tx
          .update(partnerQuotations)
          .set({
            finalized: true,
            finalizedAt: new Date(),
            totalAmountPaise: totals.totalAmount,
            totalSupplierCostingPaise: totals.totalSupplierCosting,
            finalCostingPaise: totals.finalCosting,
          })
          .where(eq(partnerQuotations.id, quotationId));
      });
      return (await adminQuotations(db, [quotationId])).get(quotationId)!;
    },
  );
};
