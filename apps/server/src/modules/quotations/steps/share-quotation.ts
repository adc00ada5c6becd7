import { routeKey } from '@greenscape/shared/contract/endpoint';
import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import { shortIndiaTime } from '@greenscape/shared/india-time';
import { defaultLanguage, isLanguage } from '@greenscape/shared/language';
import { pages } from '@greenscape/shared/pages';
import { canShareQuotation } from '@greenscape/shared/workflow';
import { projects, serviceProviders } from '../../../db/schema/index';
import { badRequest } from '../../../lib/errors';
import { filledIn, textIn } from '../../../lib/texts';
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
    partnerOf,
  } = await app.database.db.transaction(async (tx) => {
    const locked = await lockForStep(tx, ctx, { id: input.projectId }, (state) =>
      canShareQuotation(state),
    );
    const eligible = await tx
      .select({
        id: serviceProviders.id,
        phone: serviceProviders.phone,
        email: serviceProviders.email,
        language: serviceProviders.language,
        channels: serviceProviders.channels,
      })
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
    return {
      ref: locked.row.ref,
      closesAt,
      invites,
      partnerOf: new Map(eligible.map((p) => [p.id, p])),
    };
  });
  // In the app now; the SMS below carries the personal link instead of a second message.
  await notify(
    app,
    invitations.map((i) => ({ role: 'service-provider' as const, id: i.partnerId })),
    { kind: 'Invited', key: 'notifyInvited', projectId: input.projectId, sms: false },
  );
  // The personal link goes by the partner's chosen channel (GET|PUT /api/me/preferences): SMS,
  // else e-mail; with both turned off the in-app notice above is all they get.
  for (const invite of invitations) {
    const partner = partnerOf.get(invite.partnerId);
    const language = isLanguage(partner?.language) ? partner.language : defaultLanguage;
    const link = `${app.config.publicUrl}${pages.partnerQuotation(input.projectId, invite.token)}`;
    const deadline = shortIndiaTime(closesAt, language);
    const text = filledIn(language, 'invitationSms', { ref, link, deadline });
    const channels = { sms: true, email: true, ...partner?.channels };
    if (invite.phone && channels.sms) {
      // Through a DLT provider the invitation's registered template goes instead of the text,
      // which carries a link longer than a DLT variable (docs/messaging.md).
      const template = { event: 'notifyInvited', language, params: [ref] };
      await app.sendMessage({ channel: 'sms', to: invite.phone, text, template });
    } else if (partner?.email && channels.email) {
      const subject = filledIn(language, 'emailSubject', {
        text: textIn(language, 'notifyInvited'),
      });
      await app.sendMessage({ channel: 'email', to: partner.email, subject, text });
    }
  }
}
