import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { normalisePhone } from '@greenscape/shared/phone';
import { outboundMessages, serviceProviders, users, whatsappInbound } from '../../db/schema/index';
import { filledIn, textIn } from '../../lib/texts';
import { approveMilestone } from '../execution';
import { replyOf } from '../notifications';
import { intoConversation } from './conversation-reply';
import { answer, asSender, languageOf, refOf, stepOrRefusal, type Sender } from './sender';
import { continueChangeRequest, startChangeRequest } from './change-request';
import type { WebhookMessage } from './webhook-payload';

// What a customer's WhatsApp replies do (docs/messaging.md): Approve runs the approval step as
// the page does; Request changes waits 24 hours for their text and photos, which become the
// change request (change-request.ts); other words and photos go to the sender's conversation. Each message is
// handled once, by its id; one from a phone that is no verified customer's or partner's, or
// naming another customer's project, changes nothing.

/**
 * Who wrote: a customer by their verified phone, and a service partner by the phone it signs in
 * with; one phone may be both (the two are separate accounts). Anyone else is no one to us.
 */
async function sendersOf(app: FastifyInstance, from: string): Promise<Sender[]> {
  const phone = normalisePhone(`+${from}`);
  if (!phone) {
    return [];
  }
  const { db } = app.database;
  const [customers, partners] = await Promise.all([
    db
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(and(eq(users.phone, phone), eq(users.phoneVerified, true))),
    db
      .select({ id: serviceProviders.id, language: serviceProviders.language })
      .from(serviceProviders)
      .where(eq(serviceProviders.phone, phone)),
  ]);
  const as = (role: Sender['role']) => (found: { id: string; language: string }) => ({
    role,
    id: found.id,
    phone,
    language: languageOf(found.language),
  });
  return [...customers.map(as('user')), ...partners.map(as('service-provider'))];
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
  await startChangeRequest(app, customer, { projectId, num, ref: said.ref });
}

/** One message of the webhook, handled once however often WhatsApp delivers it. */
export async function handleMessage(app: FastifyInstance, message: WebhookMessage): Promise<void> {
  const { db } = app.database;
  const [claimed] = await db
    .insert(whatsappInbound)
    .values({ messageId: message.id, fromPhone: message.from, kind: message.type })
    .onConflictDoNothing()
    .returning({ id: whatsappInbound.messageId });
  if (!claimed) {
    return;
  }
  let first: Sender | undefined;
  try {
    const senders = await sendersOf(app, message.from);
    first = senders[0];
    if (!first) {
      return;
    }
    // Only a customer reviews a milestone; a partner's words all go to its conversation.
    const customer = senders.find((s) => s.role === 'user');
    if (message.type === 'button' && message.button) {
      if (customer) {
        await onButton(app, customer, message);
      }
      return;
    }
    if (customer && (await continueChangeRequest(app, customer, message))) {
      return;
    }
    await intoConversation(app, senders, message);
  } catch (error) {
    // Meta had its 200 and will not send it again: the id is let go, and the sender asked to
    // send it again rather than left thinking it arrived.
    await db
      .delete(whatsappInbound)
      .where(eq(whatsappInbound.messageId, message.id))
      .catch(() => undefined);
    if (first) {
      const sender = first;
      await answer(app, sender, textIn(sender.language, 'whatsappNotTaken')).catch(() => undefined);
    }
    throw error;
  }
}
