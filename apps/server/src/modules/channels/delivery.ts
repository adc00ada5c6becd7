import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboundMessages } from '../../db/schema/index';
import { smsInstead } from '../messaging';

// What a provider reports of a message it took (docs/messaging.md): delivered, read, failed.
// Each report moves a message's state forward only, by one conditional statement, so a report
// repeated or out of order, or handled by two instances, changes it once.

type Reported = 'sent' | 'delivered' | 'read' | 'failed';

/** The states a report may follow: read after delivered, never back; failed only first. */
const after: Record<Exclude<Reported, 'sent'>, string[]> = {
  delivered: [],
  read: ['delivered'],
  failed: [],
};

/**
 * Records a provider's report of its message `providerId`. A WhatsApp notice that failed falls
 * back to one SMS with the same words and template (its notice's SMS, once: the notice index), and
 * reads 'fell-back'; a plain answer (no template, no notice) is only marked failed, as no SMS
 * template says it.
 */
export async function recordDelivery(
  app: FastifyInstance,
  channel: 'whatsapp' | 'sms',
  providerId: string,
  reported: Reported,
): Promise<void> {
  if (reported === 'sent') {
    return;
  }
  const fallBack = channel === 'whatsapp' && reported === 'failed';
  const [changed] = await app.database.db
    .update(outboundMessages)
    .set({
      delivery: fallBack
        ? sql`case when ${outboundMessages.template} is null then 'failed' else 'fell-back' end`
        : reported,
      deliveryAt: new Date(),
    })
    .where(
      and(
        eq(outboundMessages.providerId, providerId),
        eq(outboundMessages.channel, channel),
        or(
          isNull(outboundMessages.delivery),
          after[reported].length > 0
            ? sql`${outboundMessages.delivery} in ${after[reported]}`
            : undefined,
        ),
      ),
    )
    .returning();
  if (!changed || changed.delivery !== 'fell-back') {
    return;
  }
  const sms = smsInstead({
    channel: 'whatsapp',
    to: changed.recipient,
    text: changed.text,
    ...(changed.template && { template: changed.template }),
    ...(changed.notificationId && { notificationId: changed.notificationId }),
  });
  if (sms) {
    await app.sendMessages([sms]);
  }
}
