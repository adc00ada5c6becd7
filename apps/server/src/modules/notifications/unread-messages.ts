import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '@greenscape/shared/schemas/auth';

/** The bell shows "99+" from 100 on, so counting stops there: a read costs at most 100 rows. */
export const unreadCounted = 100;
/** The same cap written into a statement (a literal: its generic plan is made for it). */
export const unreadCap = sql.raw(String(unreadCounted));
/** The bell's reader, the `role` and `id` placeholders of its statements (feed.ts). */
export const readerRole = sql`${sql.placeholder('role')}`;
export const readerId = sql`${sql.placeholder('id')}::uuid`;

type ReaderRole = 'admin' | 'user' | 'service-provider';

/** Which projects the reader still takes part in, and which of their messages they may read. */
const participation: Record<ReaderRole, { takesPart: SQL; visible: SQL }> = {
  admin: { takesPart: sql`true`, visible: sql`true` },
  user: { takesPart: sql`p.client_id = ${sql.placeholder('id')}`, visible: sql`true` },
  'service-provider': {
    takesPart: sql`p.selected_partner_id = ${sql.placeholder('id')}`,
    visible: sql`m.created_at >= p.picked_at`,
  },
};

/**
 * How many messages by others the reader has not read, over the projects they take part in
 * (docs/product.md#conversation), as a scalar subquery with the placeholders `role` and `id`: the
 * badge's and the panel's statements hold it (modules/notifications/feed.ts). It starts from the reader's unread
 * message notices (notifications_unread_message_idx; the kind is written as a literal so that
 * the partial index is chosen): only projects with something new are looked at,
 * even for an admin, who takes part in every project. In each, the messages after the read mark
 * are counted along project_messages_page_idx, which holds each message's author (an index-only
 * scan), 100 at most in all; the selected partner's count
 * starts at the pick, and a project the reader no longer takes part in counts nothing.
 * The read mark is a lateral lookup by its key (the `limit 1` keeps it one): as a plain join, the
 * generic plan (db/prepared.ts) read every mark of the reader and filtered them per project, 6 ms
 * for an admin who had read 2,400 conversations instead of 0.35 ms (docs/performance.md).
 */
export function unreadMessagesSql(role: Role): SQL<number> {
  if (role === 'supplier') {
    return sql<number>`0`;
  }
  const { takesPart, visible } = participation[role];
  const reader = readerRole;
  const id = readerId;
  return sql<number>`(select count(*)::int from (
      select 1
      from (select distinct project_id from notifications
            where recipient_role = ${reader} and recipient_id = ${id}
              and read_at is null and kind = 'Message' and project_id is not null
            limit ${unreadCap}) u
      join projects p on p.id = u.project_id
      left join lateral (select r.read_at from project_message_reads r
        where r.project_id = u.project_id and r.reader_role = ${reader} and r.reader_id = ${id}
        limit 1) r on true
      cross join lateral (
        select 1 from project_messages m
        where m.project_id = u.project_id
          and m.created_at > coalesce(r.read_at, '-infinity'::timestamptz)
          and not (m.author_role = ${reader} and m.author_id = ${id})
          and ${visible}
        limit ${unreadCap}) x
      where ${takesPart}
      limit ${unreadCap}) c)`;
}
