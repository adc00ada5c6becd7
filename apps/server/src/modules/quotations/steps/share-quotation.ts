import { routeKey } from '@greenscape/shared/contract/endpoint';
import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import { shortIndiaTime } from '@greenscape/shared/india-time';
import { pages } from '@greenscape/shared/pages';
import { canShareQuotation } from '@greenscape/shared/workflow';
import { projects, serviceProviders } from '../../../db/schema/index';
import { badRequest } from '../../../lib/errors';
import { filledIn } from '../../../lib/texts';
import { invitePartners } from './invite-partners';
import { notify } from '../../notifications';
import { type StepContext, lockForStep, recordStep } from '../../kernel';
import { quotationsApi } from '@greenscape/shared/contract/quotations';

/**
 * The team shares the quotation with chosen partners who offer the service: each gets a personal
 * invitation, and the quotation window opens for the configured hours.
 */
export async function shareQuotation(
  ctx: StepContext,
  input: { projectId: string; partnerIds: string[] },
): Promise<void> {
  if (input.partnerIds.length === 0) {
    throw badRequest('selectServiceProviders');
  }
  const { app } = ctx;
  const {
    ref,
    closesAt,
    invites: invitations,
  } = await app.database.db.transaction(async (tx) => {
    const locked = await lockForStep(tx, ctx, { id: input.projectId }, (state) =>
      canShareQuotation(state),
    );
    const eligible = await tx
      .select({ id: serviceProviders.id, phone: serviceProviders.phone })
      .from(serviceProviders)
      .where(
        and(
          inArray(serviceProviders.id, input.partnerIds),
          eq(serviceProviders.profileCompleted, true),
          arrayContains(serviceProviders.services, [locked.row.service]),
        ),
      );
    if (eligible.length !== input.partnerIds.length) {
      throw badRequest('partnersMustOfferService');
    }
    const closesAt = new Date(Date.now() + app.config.quotationWindowHours * 3600_000);
    await tx
      .update(projects)
      .set({ quotationSent: true, quotationWindowClosesAt: closesAt, updatedAt: new Date() })
      .where(eq(projects.id, locked.row.id));
    await recordStep(tx, ctx, {
      route: routeKey(quotationsApi.shareQuotation),
      status: 200,
      projectId: locked.row.id,
    });
    const invites = await invitePartners(tx, locked.row.id, eligible);
    return { ref: locked.row.ref, closesAt, invites };
  });
  // The personal link goes in the words of the free-text channels (a Twilio SMS, an e-mail) and
  // in the WhatsApp template's URL button; a DLT SMS carries the registered template, whose
  // variable cannot hold it, and the partner finds the invitation in their New tab
  // (docs/messaging.md).
  const address = (partnerId: string) => {
    const token = invitations.find((i) => i.partnerId === partnerId)?.token ?? '';
    return pages.partnerQuotation(input.projectId, token);
  };
  const link = (partnerId: string) => `${app.config.publicUrl}${address(partnerId)}`;
  const base = pages.partnerQuotation(input.projectId).slice(0, -input.projectId.length);
  await notify(
    app,
    invitations.map((i) => ({ role: 'service-provider' as const, id: i.partnerId })),
    {
      kind: 'Invited',
      key: 'notifyInvited',
      projectId: input.projectId,
      ref,
      link: (partner) => address(partner.id).slice(base.length),
      words: (partner, language) =>
        filledIn(language, 'invitationSms', {
          ref,
          link: link(partner.id),
          deadline: shortIndiaTime(closesAt, language),
        }),
    },
  );
}
