import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationFeed } from '@greenscape/shared/contract/notifications';
import type { Language } from '@greenscape/shared/language';
import { messages, type MessageKey } from '@greenscape/shared/messages';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/index';
import { isOtherNotice } from '../conversation/conversation-notices';
import { unreadCounted, unreadMessageCount } from '../conversation/unread-messages';
import { noticeText } from './notify';

/** Whose notifications: a role and an account of it (a browser may hold several sessions). */
export type Recipient = { role: Role; id: string };

const mine = (to: Recipient) =>
  and(eq(notifications.recipientRole, to.role), eq(notifications.recipientId, to.id));

const isMessageKey = (key: string | null): key is MessageKey =>
  key !== null && Object.hasOwn(messages, key);

/**
 * The latest 30, newest first, and how many of all are unread; each worded in the reader's
 * language of today, not the one it had when it was made. Rows from before issue 19, or whose key
 * is gone, show the text they were stored with. The unread count is the notices plus the unread
 * conversation messages (issue 20); a conversation's own notice counts as its messages instead
 * (modules/conversation/conversation-notices.ts), so one message is never counted twice.
 */
export async function notificationFeed(
  db: Database,
  to: Recipient,
  language: Language,
): Promise<NotificationFeed> {
  // Counted up to 100 (the bell shows 99+), like the messages: a team member who never opens the
  // panel gathers notices of every project, and the bell is read on every page.
  const capped = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(and(mine(to), isNull(notifications.readAt), isOtherNotice))
    .limit(unreadCounted)
    .as('capped');
  const [unread] = await db.select({ n: count() }).from(capped);
  const unreadMessages = await unreadMessageCount(db, to);
  const rows = await db
    .select()
    .from(notifications)
    .where(mine(to))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(30);
  return {
    unread: (unread?.n ?? 0) + unreadMessages,
    unreadMessages,
    items: rows.map((r) => ({
      _id: r.id,
      kind: r.kind,
      text: isMessageKey(r.messageKey) ? noticeText(language, r.messageKey, r.projectRef) : r.text,
      projectId: r.projectId,
      read: r.readAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * Opening the panel reads the notices, but not a conversation's: that one stays unread until the
 * conversation is read (PUT /projects/:projectId/messages/read), as its messages do.
 */
export async function markNotificationsRead(db: Database, to: Recipient): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(mine(to), isNull(notifications.readAt), isOtherNotice));
}
