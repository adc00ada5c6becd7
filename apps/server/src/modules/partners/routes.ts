import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnersApi } from '@greenscape/shared/contract/partners';
import { seesWholeSite } from '@greenscape/shared/site-rules';
import { route } from '../../lib/contract-route';
import { notFound } from '../../lib/errors';
import { assertOwnId, requireRole } from '../access';
import { ownQuotation, quotingPartner } from '../quotations';
import { invitedProjectPage, partnerProjectJson, partnerTab } from './partner-projects';
import { invitationView, projectFactsFrom } from './invitation-view';
import { publicProfile } from './public-profile';

/** The partner's own calls (docs/product.md#api); a project is visible only once shared with the partner. */
export const partnerWorkspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  // As for the admin, a tab and a project share the path's shape (shared-shapes.ts in the contract).
  route(
    app,
    partnersApi.project,
    { onRequest: requireRole('service-provider') },
    async (request, reply) => {
      const caller = assertOwnId(request, request.params.providerId);
      const { key } = request.params;
      if (key === 'new' || key === 'inprogress' || key === 'completed') {
        const { cursor, limit } = request.query;
        const page = await partnerTab(db, caller.id, key, cursor, limit);
        if (page.next) {
          reply.header('x-next-cursor', page.next);
        }
        return page.items;
      }
      const { row, standing, allocations } = await invitedProjectPage(db, key, caller.id);
      return {
        ...partnerProjectJson(row, standing, allocations, caller.id),
        ...projectFactsFrom(row, seesWholeSite(standing) ? 'whole' : 'area'),
      };
    },
  );

  route(app, partnersApi.quotationStanding, {}, async (request) => {
    const { projectId } = request.params;
    const partnerId = await quotingPartner(request, projectId, request.query.invite);
    const page = await invitedProjectPage(db, projectId, partnerId);
    const { row, standing, allocations } = page;
    return invitationView(db, row, partnerId, standing, request.query.invite, allocations);
  });

  route(
    app,
    partnersApi.ownQuotation,
    { onRequest: requireRole('service-provider') },
    async (request) => {
      const caller = assertOwnId(request, request.params.providerId);
      const quotation = await ownQuotation(db, request.params.projectId, caller.id);
      if (!quotation) {
        throw notFound();
      }
      return quotation;
    },
  );

  route(app, partnersApi.publicProfile, {}, async (request) => {
    const profile = await publicProfile(db, request.params.id);
    if (!profile) {
      throw notFound();
    }
    return profile;
  });
};
