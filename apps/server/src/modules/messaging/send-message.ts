import { eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { outboundMessages, type OutboundTemplate } from '../../db/schema/index';
import { savedProviderId } from './delivery-report';
import {
  type MessageTransport,
  type OutboundChannel,
  type OutboundMessage,
  PermanentRefusal,
  smsInstead,
} from './transport';

type Deps = { db: Database; transport: MessageTransport; log: FastifyBaseLogger };

/** What delivery-report.ts needs to apply a report, and to send a fall-back SMS. */
export const reportDeps = (deps: Deps) => ({
  db: deps.db,
  log: deps.log,
  send: (messages: readonly OutboundMessage[]) => sendMessages(deps, messages),
});

/**
 * The provider's id saved, then any report that came before it applied. The message is sent by
 * then: a failure here is logged, never taken for a failed send, which would send it again.
 */
async function saveProviderId(deps: Deps, id: string, channel: string, providerId: string) {
  try {
    await deps.db.update(outboundMessages).set({ providerId }).where(eq(outboundMessages.id, id));
    await savedProviderId(reportDeps(deps), channel, providerId);
  } catch (error) {
    deps.log.error({ err: error, providerId }, "a sent message's provider id could not be saved");
  }
}

/** Five tries in all: again after 1, 4, 16 and 64 minutes. */
export const messageRetry = { maxAttempts: 5, firstDelayMs: 60_000, factor: 4 };

const delayAfter = (attempts: number) =>
  messageRetry.firstDelayMs * messageRetry.factor ** (attempts - 1);

/** A try that failed: logged, and the row says when to try again, if ever. */
async function failed(
  deps: Deps,
  row: { id: string; attempts: number },
  message: OutboundMessage,
  error: unknown,
): Promise<void> {
  const attempts = row.attempts + 1;
  const lastError = error instanceof Error ? error.message : String(error);
  const permanent = error instanceof PermanentRefusal;
  const giveUp = permanent || attempts >= messageRetry.maxAttempts;
  deps.log.error(
    { to: message.to, channel: message.channel, attempts, err: lastError },
    giveUp ? 'message could not be sent; giving up' : 'message could not be sent; will retry',
  );
  await deps.db
    .update(outboundMessages)
    .set({
      status: 'failed',
      attempts,
      lastError,
      nextAttemptAt: giveUp ? null : new Date(Date.now() + delayAfter(attempts)),
    })
    .where(eq(outboundMessages.id, row.id));
  // A WhatsApp notice refused for good, or still failing after its last try (WhatsApp down for
  // hours), falls back to its SMS, once (the notice index).
  const sms = giveUp && message.channel === 'whatsapp' ? smsInstead(message) : undefined;
  if (sms) {
    await deps.db
      .update(outboundMessages)
      .set({ delivery: 'fell-back', deliveryAt: new Date() })
      .where(eq(outboundMessages.id, row.id));
    await sendMessages(deps, [sms]);
  }
}

/** One try: the row says afterwards whether it was sent, or when to try again. */
async function attempt(
  deps: Deps,
  row: { id: string; attempts: number },
  message: OutboundMessage,
): Promise<void> {
  try {
    const sent = await deps.transport.send(message);
    await deps.db
      .update(outboundMessages)
      .set({
        status: 'sent',
        attempts: row.attempts + 1,
        sentAt: new Date(),
        nextAttemptAt: null,
      })
      .where(eq(outboundMessages.id, row.id));
    if (sent?.providerId) {
      await saveProviderId(deps, row.id, message.channel, sent.providerId);
    }
  } catch (error) {
    await failed(deps, row, message, error);
  }
}

/**
 * Keeps the messages, then hands each to the transport. A failed send is logged and kept for a
 * retry (retryFailedMessages); it never fails the workflow step that caused it. Several at once
 * cost three statements, not three each (a conversation message told six people in
 * eighteen round trips, and writes were the costliest tenth of the real-traffic bench).
 */
export async function sendMessages(
  deps: Deps,
  messages: readonly OutboundMessage[],
): Promise<void> {
  if (messages.length === 0) {
    return;
  }
  // The ids are ours, so each row is known without relying on the order of RETURNING. A notice
  // already on its way to that channel (outbound_messages_notice_idx) is not kept again.
  const all = messages.map((message) => ({ id: randomUUID(), attempts: 0, message }));
  const kept = await deps.db
    .insert(outboundMessages)
    .values(
      all.map(({ id, message }) => ({
        id,
        channel: message.channel,
        recipient: message.to,
        subject: message.subject ?? null,
        text: message.text,
        template: message.template ?? null,
        notificationId: message.notificationId ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: outboundMessages.id });
  const keptIds = new Set(kept.map((k) => k.id));
  const rows = all.filter((row) => keptIds.has(row.id));
  const sent: string[] = [];
  try {
    for (const row of rows) {
      try {
        const answer = await deps.transport.send(row.message);
        sent.push(row.id);
        if (answer?.providerId) {
          await saveProviderId(deps, row.id, row.message.channel, answer.providerId);
        }
      } catch (error) {
        // A row that cannot even be marked failed stays pending: the retry takes it later.
        await failed(deps, row, row.message, error).catch((markError: unknown) =>
          deps.log.error({ err: markError }, 'a failed message could not be marked'),
        );
      }
    }
  } finally {
    if (sent.length > 0) {
      await deps.db
        .update(outboundMessages)
        .set({
          status: 'sent',
          attempts: sql`${outboundMessages.attempts} + 1`,
          sentAt: new Date(),
          nextAttemptAt: null,
        })
        .where(inArray(outboundMessages.id, sent));
    }
  }
}

export function sendMessage(deps: Deps, message: OutboundMessage): Promise<void> {
  return sendMessages(deps, [message]);
}

type ClaimedRow = {
  id: string;
  attempts: number;
  channel: OutboundChannel;
  recipient: string;
  subject: string | null;
  text: string;
  template: OutboundTemplate | null;
  notification_id: string | null;
};

/**
 * Tries again the failed messages that are due, and those still pending ten minutes after they
 * were kept (a process that died between keeping a batch and sending it, sendMessages). Each is claimed first (its next try pushed ten
 * minutes on, with SKIP LOCKED), so two instances never send one message twice, and a process
 * that dies mid-send leaves it to be tried again later. Returns how many were tried.
 */
export async function retryFailedMessages(deps: Deps, limit = 20): Promise<number> {
  // Both drivers (pg and PGlite) answer a raw statement with its rows under `rows`.
  const claimed = (await deps.db.execute(sql`
    update ${outboundMessages}
    set next_attempt_at = now() + interval '10 minutes', status = 'failed'
    where id in (
      select id from ${outboundMessages}
      where (status = 'failed' and next_attempt_at <= now())
         or (status = 'pending' and created_at < now() - interval '10 minutes')
      order by coalesce(next_attempt_at, created_at)
      limit ${limit}
      for update skip locked)
    returning id, attempts, channel, recipient, subject, text, template, notification_id`)) as unknown as {
    rows: ClaimedRow[];
  };
  for (const row of claimed.rows) {
    await attempt(deps, row, {
      channel: row.channel,
      to: row.recipient,
      ...(row.subject ? { subject: row.subject } : {}),
      text: row.text,
      ...(row.template ? { template: row.template } : {}),
      ...(row.notification_id ? { notificationId: row.notification_id } : {}),
    });
  }
  return claimed.rows.length;
}
