import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { earlyDeliveryReports, outboundMessages } from '../../db/schema/index';
import { smsInstead, type OutboundMessage } from './transport';

// What a provider reports of a message it took (docs/messaging.md): delivered, read, failed.
// Each report moves a message's state forward only, by one conditional statement, so a report
// repeated or out of order, or handled by two instances, changes it once.

export type Reported = 'sent' | 'delivered' | 'read' | 'failed';
type Kept = Exclude<Reported, 'sent'>;
export type ReportChannel = 'whatsapp' | 'sms';

type Deps = {
  db: Database;
  log: FastifyBaseLogger;
  send: (messages: readonly OutboundMessage[]) => Promise<void>;
};

/** The states a report may follow: read after delivered, never back; failed only first. */
const after: Record<Kept, string[]> = {
  delivered: [],
  read: ['delivered'],
  failed: [],
};

/** Applies a report to the message with that id; false when no message has the id (yet). */
async function apply(deps: Deps, channel: ReportChannel, providerId: string, reported: Kept) {
  const fallBack = channel === 'whatsapp' && reported === 'failed';
  const byId = and(
    eq(outboundMessages.providerId, providerId),
    eq(outboundMessages.channel, channel),
  );
  const [changed] = await deps.db
    .update(outboundMessages)
    .set({
      delivery: fallBack
        ? sql`case when ${outboundMessages.template} is null then 'failed' else 'fell-back' end`
        : reported,
      deliveryAt: new Date(),
    })
    .where(
      and(
        byId,
        or(
          isNull(outboundMessages.delivery),
          after[reported].length > 0
            ? sql`${outboundMessages.delivery} in ${after[reported]}`
            : undefined,
        ),
      ),
    )
    .returning();
  if (!changed) {
    const [known] = await deps.db
      .select({ id: outboundMessages.id })
      .from(outboundMessages)
      .where(byId)
      .limit(1);
    return known !== undefined;
  }
  if (changed.delivery === 'fell-back') {
    const sms = smsInstead({
      channel: 'whatsapp',
      to: changed.recipient,
      text: changed.text,
      ...(changed.template && { template: changed.template }),
      ...(changed.notificationId && { notificationId: changed.notificationId }),
    });
    if (sms) {
      await deps.send([sms]);
    }
  }
  return true;
}

/**
 * Records a provider's report of its message `providerId`. A WhatsApp notice that failed falls
 * back to one SMS with the same words and template (its notice's SMS, once: the notice index), and
 * reads 'fell-back'; a plain answer (no template, no notice) is only marked failed, as no SMS
 * template says it. A report about an id not on record is kept and applied once the sender saves
 * the id (`savedProviderId`): the provider can answer the send and report it before that save.
 * Each side writes its own row first and then reads the other's, so neither misses the other.
 */
export async function recordDelivery(
  deps: Deps,
  channel: ReportChannel,
  providerId: string,
  reported: Reported,
): Promise<void> {
  if (reported === 'sent' || (await apply(deps, channel, providerId, reported))) {
    return;
  }
  await deps.db
    .insert(earlyDeliveryReports)
    .values({ providerId, channel, reported })
    .onConflictDoNothing();
  await apply(deps, channel, providerId, reported);
}

/** After the sender saved a message's provider id: the reports that came first, applied now. */
export async function savedProviderId(deps: Deps, channel: string, providerId: string) {
  if (channel !== 'whatsapp' && channel !== 'sms') {
    return;
  }
  const early = await deps.db
    .delete(earlyDeliveryReports)
    .where(
      and(
        eq(earlyDeliveryReports.providerId, providerId),
        eq(earlyDeliveryReports.channel, channel),
      ),
    )
    .returning();
  const order: Kept[] = ['delivered', 'read', 'failed'];
  early.sort((a, b) => order.indexOf(a.reported) - order.indexOf(b.reported));
  for (const report of early) {
    await apply(deps, channel, providerId, report.reported);
  }
}

/** A report about an id never saved (another system's message, or a forged one): a day at most. */
export async function pruneEarlyReports(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(earlyDeliveryReports)
    .where(lt(earlyDeliveryReports.receivedAt, new Date(now.getTime() - 24 * 3600_000)))
    .returning({ id: earlyDeliveryReports.providerId });
  return gone.length;
}
