import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationFeed, UnreadCounts } from '@greenscape/shared/contract/notifications';
import type { Language } from '@greenscape/shared/language';
import { messages, type MessageKey } from '@greenscape/shared/messages';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { notifications } from '../../db/schema/index';
import { isOtherNotice } from './message-notices';
import { readerId, readerRole, unreadCap, unreadMessagesSql } from './unread-messages';
import { noticeText } from './notice-text';

/** Whose notifications: a role and an account of it (a browser may hold several sessions). */
export type Recipient = { role: Role; id: string };

const mine = (to: Recipient) =>
  and(eq(notifications.recipientRole, to.role), eq(notifications.recipientId, to.id));

const isMessageKey = (key: string | null): key is MessageKey =>
  key !== null && Object.hasOwn(messages, key);

type FeedItem = [
  id: string,
  kind: string,
  text: string,
  messageKey: string | null,
  projectRef: string | null,
  projectId: string | null,
  read: boolean,
  createdAt: string,
];

/**
 * The notices unread but a conversation's, counted up to 100 along notifications_unread_idx,
 * with the `role` and `id` placeholders of unread-messages.ts.
 */
const unreadNoticesSql = sql<number>`(select count(*)::int from (
  select 1 from notifications
  where recipient_role = ${readerRole} and recipient_id = ${readerId}
    and read_at is null and ${isOtherNotice}
  limit ${unreadCap}) c)`;

/**
 * What the badge shows. `unread` is the notices plus the unread conversation messages; a
 * conversation's own notice counts as its messages instead (modules/notifications/message-notices.ts),
 * so one message is never counted twice. A team member who never opens the panel gathers notices
 * of every project, and the badge is read on every page: both counts stop at 100 (the bell shows
 * 99+).
 */
function countsOf(row: { unread: unknown; unreadMessages: unknown } | undefined): UnreadCounts {
  const unreadMessages = Number(row?.unreadMessages ?? 0);
  return { unread: Number(row?.unread ?? 0) + unreadMessages, unreadMessages };
}

/** A statement's name for a role, as `prepared` (db/prepared.ts) and PostgreSQL know it. */
const statementName = (read: 'unread' | 'feed', role: Role) =>
  `notification_${read}_${role.replace('-', '_')}`;

/** The badge's statement per role, read on every page: the two counts and nothing else. */
function countsStatement(db: Database, role: Role) {
  return db
    .select({ unread: unreadNoticesSql, unreadMessages: unreadMessagesSql(role) })
    .from(sql`(select 1) as one`)
    .prepare(statementName('unread', role));
}

/**
 * The panel's one statement per role: the counts, as the badge's, and the latest 30 along
 * notifications_recipient_idx.
 */
function feedStatement(db: Database, role: Role) {
  return db
    .select({
      unread: unreadNoticesSql,
      unreadMessages: unreadMessagesSql(role),
      items: sql<FeedItem[] | null>`(
        select json_agg(json_build_array(n.id, n.kind, n.text, n.message_key, n.project_ref,
            n.project_id, n.read_at is not null, n.created_at)
          order by n.created_at desc, n.id desc)
        from (select * from notifications
              where recipient_role = ${readerRole} and recipient_id = ${readerId}
              order by created_at desc, id desc limit 30) n)`,
    })
    .from(sql`(select 1) as one`)
    .prepare(statementName('feed', role));
}

/** The badge on every page: how many notices and conversation messages are unread (countsOf). */
export async function unreadCounts(db: Database, to: Recipient): Promise<UnreadCounts> {
  const [row] = await prepared(db, statementName('unread', to.role), (d) =>
    countsStatement(d, to.role),
  ).execute({ role: to.role, id: to.id });
  return countsOf(row);
}

/**
 * The panel: the latest 30, newest first, with the badge's counts; each worded in the reader's
 * language of today, not the one it had when it was made. Rows from before the keys, or whose key
 * is gone, show the text they were stored with.
 */
export async function notificationFeed(
  db: Database,
  to: Recipient,
  language: Language,
): Promise<NotificationFeed> {
  const [row] = await prepared(db, statementName('feed', to.role), (d) =>
    feedStatement(d, to.role),
  ).execute({ role: to.role, id: to.id });
  return {
    ...countsOf(row),
    items: (row?.items ?? []).map(([id, kind, text, key, ref, projectId, read, createdAt]) => ({
      _id: id,
      kind,
      text: isMessageKey(key) ? noticeText(language, key, ref) : text,
      projectId,
      read,
      createdAt: new Date(createdAt).toISOString(),
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
