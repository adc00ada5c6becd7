import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { route } from '../../lib/contract-route';
import { textIn } from '../../lib/texts';
import { unauthorized } from '../../lib/errors';
import { callerOf, partnerOfInvitation, requireAccess } from '../access';
import { readSession } from '../sessions';
import { submitQuotation } from './steps/submit-quotation';
import { stepContext } from '../kernel';
import { templateOf } from './templates';
import { quotationsApi } from '@greenscape/shared/contract/quotations';

const params = quotationsApi.submitQuotation.params;

/**
 * Who is quoting: the partner of a personal invitation link (no sign-in needed), or the signed-in
 * partner. Never the name and phone typed into the form (docs/product.md#quotations).
 */
export async function quotingPartner(
  request: FastifyRequest,
  projectId: string,
  invite: string | undefined,
): Promise<string> {
  request.auditProjectId = projectId;
  if (invite) {
    return partnerOfInvitation(request.server.database.db, { token: invite, projectId });
  }
  const session = await readSession(request, 'service-provider');
  if (!session) {
    throw unauthorized();
  }
  return session.accountId;
}

/** The partner must be invited to the project: 403 otherwise. */
async function assertInvited(request: FastifyRequest, projectId: string, partnerId: string) {
  await requireAccess(
    request.server.database.db,
    { role: 'service-provider', id: partnerId },
    { can: 'project.quote', projectId },
  );
}

/**
 * Who is quoting and whether they were invited, settled before the body is validated, so that a
 * caller learns nothing about the form of a project not theirs. A malformed project id is left to
 * validation (400). submitQuotation checks the invitation again inside its transaction.
 */
async function invitedPartnerFirst(request: FastifyRequest): Promise<void> {
  const { invite } = request.query as { invite?: unknown };
  const { projectId } = request.params as { projectId: string };
  if (!params.safeParse({ projectId }).success) {
    if (typeof invite !== 'string' && !(await readSession(request, 'service-provider'))) {
      throw unauthorized();
    }
    return;
  }
  const partnerId = await quotingPartner(
    request,
    projectId,
    typeof invite === 'string' ? invite : undefined,
  );
  await assertInvited(request, projectId, partnerId);
  request.caller = { role: 'service-provider', id: partnerId };
}

export const partnerQuotationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, quotationsApi.quotationTemplate, {}, async (request) => {
    const { projectId } = request.params;
    const partnerId = await quotingPartner(request, projectId, request.query.invite);
    await assertInvited(request, projectId, partnerId);
    const template = await templateOf(app.database.db, projectId);
    return template ? [template] : [];
  });

  route(
    app,
    quotationsApi.submitQuotation,
    { onRequest: invitedPartnerFirst },
    async (request, reply) => {
      const ctx = stepContext(request, callerOf(request));
      await submitQuotation(ctx, { projectId: request.params.projectId, submission: request.body });
      return reply.code(201).send({ message: textIn(request.language, 'quotationSubmitted') });
    },
  );
};
