import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normaliseService } from '@greenscape/shared/services';
import { route } from '../../lib/contract-route';
import { badRequest, notFound } from '../../lib/errors';
import { callerOf, guardAdminTree } from '../access';
import { costQuotation } from './steps/cost-quotation';
import { createTemplate } from './steps/create-template';
import { releaseQuotations } from './steps/release-quotations';
import { shareQuotation } from './steps/share-quotation';
import { stepContext } from '../kernel';
import { adminQuotations } from './admin-quotations';
import { templateOf } from './templates';
import { invitedPartners } from './invited-partners';
import { partnersForService } from './partner-picker';
import { staffProject } from '../projects';
import { quotationsApi } from '@greenscape/shared/contract/quotations';

export const adminQuotationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  guardAdminTree(app);

  route(app, quotationsApi.template, {}, async (request) => {
    const template = await templateOf(db, request.params.projectId);
    return template ? [template] : [];
  });

  route(app, quotationsApi.createTemplate, {}, async (request, reply) => {
    await createTemplate(stepContext(request, callerOf(request)), request.body);
    return reply.code(201).send([(await templateOf(db, request.body.projectId))!]);
  });

  route(app, quotationsApi.partnersForService, {}, async (request) => {
    const service = normaliseService(request.params.service);
    if (!service) {
      throw badRequest('allFieldsRequired');
    }
    return partnersForService(db, service, request.query.projectId);
  });

  route(app, quotationsApi.shareQuotation, {}, async (request) => {
    const { projectId } = request.params;
    await shareQuotation(stepContext(request, callerOf(request)), {
      projectId,
      partnerIds: request.body,
    });
    return (await staffProject(db, projectId))!;
  });

  route(app, quotationsApi.invitedPartners, {}, async (request) => {
    const invited = await invitedPartners(db, request.params.projectId);
    if (!invited) {
      throw notFound();
    }
    return invited;
  });

  route(app, quotationsApi.quotations, {}, async (request) => {
    const found = await adminQuotations(db, request.body.allocatedQuotations);
    return request.body.allocatedQuotations.map((id) => {
      const quotation = found.get(id);
      if (!quotation) {
        throw notFound();
      }
      return quotation;
    });
  });

  route(app, quotationsApi.costQuotation, {}, async (request) => {
    const { quotationId } = request.params;
    await costQuotation(stepContext(request, callerOf(request)), {
      quotationId,
      body: request.body,
    });
    return (await adminQuotations(db, [quotationId])).get(quotationId)!;
  });

  // Proceed: the quotations go to the customer (the answer is the project, as the team reads it).
  route(app, quotationsApi.releaseQuotations, {}, async (request) => {
    const { projectId } = request.params;
    await releaseQuotations(stepContext(request, callerOf(request)), { projectId });
    return (await staffProject(db, projectId))!;
  });
};
