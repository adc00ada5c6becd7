import { desc, eq } from 'drizzle-orm';
import { templateName, type ChannelEvent } from '@greenscape/shared/channels/channel-events';
import type { OutboxEntry } from '@greenscape/shared/contract/system';
import { normalisePhone } from '@greenscape/shared/phone';
import type { Database } from '../../db/client';
import { outboundMessages } from '../../db/schema/index';

/**
 * The latest 50 messages sent to a phone or e-mail, newest first, each with its channel, template
 * and delivery, so that a newcomer sees what went by WhatsApp (docs/messaging.md).
 */
export async function sentTo(db: Database, recipient: string): Promise<OutboxEntry[]> {
  const to = normalisePhone(recipient) ?? recipient.toLowerCase();
  const rows = await db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.recipient, to))
    .orderBy(desc(outboundMessages.createdAt))
    .limit(50);
  return rows.map((r) => ({
    to: r.recipient,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
    channel: r.channel,
    template: r.template ? templateName(r.template.event as ChannelEvent) : null,
    buttons: r.template?.buttons ?? [],
    delivery: r.delivery,
  }));
}
