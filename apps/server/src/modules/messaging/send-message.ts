import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { outboundMessages } from '../../db/schema/index';
import type { MessageTransport, OutboundMessage } from './transport';

/**
 * Keeps the message, then hands it to the transport. A failed send is logged and left 'failed'
 * for a retry; it never fails the workflow step that caused it.
 */
export async function sendMessage(
  deps: { db: Database; transport: MessageTransport; log: FastifyBaseLogger },
  message: OutboundMessage,
): Promise<void> {
  const [row] = await deps.db
    .insert(outboundMessages)
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      text: message.text,
    })
    .returning({ id: outboundMessages.id });
  try {
    await deps.transport.send(message);
    await deps.db
      .update(outboundMessages)
      .set({ status: 'sent', attempts: 1, sentAt: new Date() })
      .where(eq(outboundMessages.id, row!.id));
  } catch (error) {
    const lastError = error instanceof Error ? error.message : String(error);
    deps.log.error(
      { to: message.to, channel: message.channel, err: lastError },
      'message could not be sent',
    );
    await deps.db
      .update(outboundMessages)
      .set({ status: 'failed', attempts: 1, lastError })
      .where(eq(outboundMessages.id, row!.id));
  }
}
