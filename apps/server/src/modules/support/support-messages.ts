import type { FastifyInstance } from 'fastify';
import { supportMessages } from '../../db/schema/index';
import { withinHourlyQuota } from '../../lib/hourly-quota';

/** Files a customer's message in the support inbox, within the customer's hourly quota. */
export async function sendSupportMessage(
  app: FastifyInstance,
  userId: string,
  message: string,
): Promise<void> {
  const { db } = app.database;
  const quota = {
    key: `support-messages:${userId}`,
    limit: app.config.limits.supportMessagesPerHour,
    code: 'tooManySupportMessages' as const,
  };
  await withinHourlyQuota(db, quota, (tx) =>
    tx.insert(supportMessages).values({ userId, message }),
  );
}
