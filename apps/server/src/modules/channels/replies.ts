import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { canReviewMilestone } from '@greenscape/shared/execution-rules';
import { milestoneChangesBodySchema } from '@greenscape/shared/schemas/execution';
import type { FastifyInstance } from 'fastify';
import { isLanguage } from '@greenscape/shared/language';
import type { MessageKey } from '@greenscape/shared/messages';
import { normalisePhone } from '@greenscape/shared/phone';
import {
  outboundMessages,
  projects,
  serviceProviders,
  users,
  whatsappAwaiting,
  whatsappInbound,
} from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { filledIn, textIn } from '../../lib/texts';
import { approveMilestone, requestChanges } from '../execution';
import { refuseUnless, workflowStateOf } from '../kernel';
import { replyOf } from '../notifications';
import { intoConversation } from './conversation-reply';
import { mediaUpload } from './inbound-media';
import { answer, asSender, localizeIssue, type Sender } from './sender';
import type { WebhookMessage } from './webhook-payload';

// What a customer's WhatsApp replies do (docs/messaging.md): Approve runs the approval step as
// the page does; Request changes waits 24 hours for their text and photos, which become the
// change request; other words and photos go to the sender's conversation. Each message is
// handled once, by its id; one from a phone that is no verified customer's or partner's, or
// naming another customer's project, changes nothing.

const dayMs = 24 * 3600_000;
/** A change request takes up to 10 photos, as on the site. */
const maxChangePhotos = 10;

/**
 * Who wrote: a customer by their verified phone, or a service partner by the phone it signs in
 * with; anyone else is no one to us.
 */
async function senderOf(app: FastifyInstance, from: string): Promise<Sender | undefined> {
  const phone = normalisePhone(`+${from}`);
  if (!phone) {
    return undefined;
  }
  const { db } = app.database;
  const [customer] = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.phoneVerified, true)));
  const [partner] = customer
    ? []
    : await db
        .select({ id: serviceProviders.id, language: serviceProviders.language })
        .from(serviceProviders)
        .where(eq(serviceProviders.phone, phone));
  const found = customer
    ? ({ role: 'user', ...customer } as const)
    : partner && ({ role: 'service-provider', ...partner } as const);
  return (
    found && {
      role: found.role,
      id: found.id,
      phone,
      language: isLanguage(found.language) ? found.language : 'en',
    }
  );
}

async function refOf(app: FastifyInstance, projectId: string): Promise<string> {
  const [row] = await app.database.db
    .select({ ref: projects.ref })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.ref ?? '';
}

/** Runs a step; a refusal is answered in the customer's words, and changes nothing. */
async function stepOrRefusal(
  app: FastifyInstance,
  customer: Sender,
  step: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await step();
    return true;
  } catch (error) {
    if (!(error instanceof AppError)) {
      throw error;
    }
    const reason = textIn(customer.language, error.code as MessageKey);
    await answer(app, customer, filledIn(customer.language, 'whatsappNothingChanged', { reason }));
    return false;
  }
}

/**
 * Whether the tapped message is the latest to ask this phone about that milestone: a tap on an
 * older one (proof sent again since) must not approve what its reader never saw.
 */
async function isLatestAsk(app: FastifyInstance, phone: string, payload: string, tapped?: string) {
  const [latest] = await app.database.db
    .select({ providerId: outboundMessages.providerId })
    .from(outboundMessages)
    .where(
      and(
        eq(outboundMessages.recipient, phone),
        eq(outboundMessages.channel, 'whatsapp'),
        sql`${outboundMessages.template}->'buttons' ? ${payload}`,
      ),
    )
    .orderBy(desc(outboundMessages.createdAt))
    .limit(1);
  return tapped !== undefined && latest?.providerId === tapped;
}

async function onButton(app: FastifyInstance, customer: Sender, message: WebhookMessage) {
  const payload = message.button?.payload ?? '';
  const reply = replyOf(payload);
  if (!reply) {
    return;
  }
  if (!(await isLatestAsk(app, customer.phone, payload, message.context?.id))) {
    await answer(app, customer, textIn(customer.language, 'whatsappStaleButton'));
    return;
  }
  const { projectId, milestone: num } = reply;
  const ctx = asSender(app, customer);
  const said = { num, ref: await refOf(app, projectId) };
  if (reply.action === 'approve') {
    if (await stepOrRefusal(app, customer, () => approveMilestone(ctx, { projectId, num }))) {
      await answer(app, customer, filledIn(customer.language, 'whatsappApproved', said));
    }
    return;
  }
  const [own] = await app.database.db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.clientId, customer.id)));
  if (!own) {
    return;
  }
  // Asked for changes only while the milestone waits for review, by the step's own rule: a tap
  // after it was approved is told so, rather than asked for words that would then be refused.
  const state = await workflowStateOf(app.database.db, own);
  if (
    !(await stepOrRefusal(app, customer, async () => refuseUnless(canReviewMilestone(state, num))))
  ) {
    return;
  }
  const awaiting = { userId: customer.id, projectId, milestone: num, text: null, photos: [] };
  await app.database.db
    .insert(whatsappAwaiting)
    .values({ phone: customer.phone, ...awaiting, until: new Date(Date.now() + dayMs) })
    .onConflictDoUpdate({
      target: whatsappAwaiting.phone,
      set: { ...awaiting, until: new Date(Date.now() + dayMs) },
    });
  await answer(app, customer, filledIn(customer.language, 'whatsappAskChanges', said));
}

/** A text or photo from a customer who asked for changes within the last 24 hours. */
async function onChangeRequest(app: FastifyInstance, customer: Sender, message: WebhookMessage) {
  const { db } = app.database;
  const [waiting] = await db
    .select()
    .from(whatsappAwaiting)
    .where(and(eq(whatsappAwaiting.phone, customer.phone), gt(whatsappAwaiting.until, new Date())));
  if (!waiting) {
    return false;
  }
  const caption = message.image?.caption?.trim();
  if (message.type === 'image' && message.image && !caption) {
    if (waiting.photos.length >= maxChangePhotos) {
      return true;
    }
    const photo = await mediaUpload(app, message.image.id, { role: 'user', id: customer.id });
    // Appended by the database: photos sent together arrive as webhooks handled at once.
    await db
      .update(whatsappAwaiting)
      .set({ photos: sql`array_append(${whatsappAwaiting.photos}, ${photo}::uuid)` })
      .where(eq(whatsappAwaiting.phone, customer.phone));
    return true;
  }
  // The words: a text, or a photo's caption (the photo with them).
  const text = caption ?? message.text?.body.trim();
  if (!text) {
    return false;
  }
  const photos = [...waiting.photos];
  if (message.image && photos.length < maxChangePhotos) {
    photos.push(await mediaUpload(app, message.image.id, { role: 'user', id: customer.id }));
  }
  await db.delete(whatsappAwaiting).where(eq(whatsappAwaiting.phone, customer.phone));
  // The site's own rules for a change request (words of up to 2,000 characters).
  const checked = milestoneChangesBodySchema.safeParse({ text, photos });
  if (!checked.success) {
    const reason = localizeIssue(customer.language, checked.error.issues[0]?.message);
    await answer(app, customer, filledIn(customer.language, 'whatsappNothingChanged', { reason }));
    return true;
  }
  const input = {
    projectId: waiting.projectId,
    num: waiting.milestone,
    text: checked.data.text,
    photos: checked.data.photos,
  };
  const ctx = asSender(app, customer);
  if (await stepOrRefusal(app, customer, () => requestChanges(ctx, input))) {
    const said = { num: waiting.milestone, ref: await refOf(app, waiting.projectId) };
    await answer(app, customer, filledIn(customer.language, 'whatsappChangesSent', said));
  }
  return true;
}

/** One message of the webhook, handled once however often WhatsApp delivers it. */
export async function handleMessage(app: FastifyInstance, message: WebhookMessage): Promise<void> {
  const [claimed] = await app.database.db
    .insert(whatsappInbound)
    .values({ messageId: message.id, fromPhone: message.from, kind: message.type })
    .onConflictDoNothing()
    .returning({ id: whatsappInbound.messageId });
  if (!claimed) {
    return;
  }
  const sender = await senderOf(app, message.from);
  if (!sender) {
    return;
  }
  // Only a customer reviews a milestone; a partner's words all go to its conversation.
  if (sender.role === 'user' && message.type === 'button' && message.button) {
    await onButton(app, sender, message);
    return;
  }
  if (sender.role === 'user' && (await onChangeRequest(app, sender, message))) {
    return;
  }
  await intoConversation(app, sender, message);
}
