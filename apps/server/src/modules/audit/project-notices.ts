import { desc, eq, inArray } from 'drizzle-orm';
import type { ProjectNotice } from '@greenscape/shared/schemas/admin';
import type { Database } from '../../db/client';
import { notifications, outboundMessages } from '../../db/schema/index';

/**
 * The latest 100 notices of a project, each with its messages' channels and what their providers
 * reported (docs/messaging.md), for the team's activity: whether the customer was reached, and how.
 */
export async function projectNotices(db: Database, projectId: string): Promise<ProjectNotice[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.projectId, projectId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(100);
  const messages =
    rows.length === 0
      ? []
      : await db
          .select({
            notificationId: outboundMessages.notificationId,
            channel: outboundMessages.channel,
            status: outboundMessages.status,
            delivery: outboundMessages.delivery,
          })
          .from(outboundMessages)
          .where(
            inArray(
              outboundMessages.notificationId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(outboundMessages.createdAt);
  return rows.map((row) => ({
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    recipientRole: row.recipientRole,
    text: row.text,
    messages: messages
      .filter((m) => m.notificationId === row.id)
      .map((m) => ({
        channel: m.channel,
        status: m.status as 'pending' | 'sent' | 'failed',
        delivery: m.delivery,
      })),
  }));
}
