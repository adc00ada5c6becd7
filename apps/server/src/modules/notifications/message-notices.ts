import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/index';
import type { Caller } from '../access';

/**
 * The kind of the in-app notice a new message leaves. A participant holds at most one unread
 * notice of this kind per project; it stays unread until that conversation is read (not when the
 * bell's panel is opened), so the unread ones are exactly the projects where the bell must count
 * messages (unread-messages.ts) and the count never scans a whole conversation history.
 */
export const messageNoticeKind = 'Message';

/**
 * The kind's test as a literal rather than a parameter: the bell's partial indexes
 * (db/schema/messaging.ts) are only chosen when the query states their condition, and a
 * prepared statement's generic plan cannot see a parameter's value.
 */
export const isMessageNotice = sql`${notifications.kind} = 'Message'`;
export const isOtherNotice = sql`${notifications.kind} <> 'Message'`;

/** Marks the reader's message notice of a project read, with the conversation itself. */
export async function clearMessageNotice(
  db: Pick<Database, 'update'>,
  reader: Caller,
  projectId: string,
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.recipientRole, reader.role),
        eq(notifications.recipientId, reader.id),
        eq(notifications.projectId, projectId),
        isMessageNotice,
        isNull(notifications.readAt),
      ),
    );
}
