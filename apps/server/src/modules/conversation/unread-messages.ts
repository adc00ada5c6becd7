import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { Database } from '../../db/client';
import { messageNoticeKind } from './conversation-notices';

/** The bell shows "99+" from 100 on, so counting stops there: a read costs at most 100 rows. */
export const unreadCounted = 100;

/**
 * How many messages by others the reader has not read, over the projects they take part in
 * (docs/product.md#conversation). Read on every page, so it starts from the reader's unread
 * message notices (notifications_unread_idx): only projects with something new are looked at,
 * even for an admin, who takes part in every project. In each, the messages after the read mark
 * are counted along project_messages_page_idx, 100 at most in all; the selected partner's count starts
 * at the pick, and a project the reader no longer takes part in counts nothing.
 */
export async function unreadMessageCount(
  db: Database,
  reader: { role: Role; id: string },
): Promise<number> {
  let takesPart: SQL;
  let visible: SQL = sql`true`;
  switch (reader.role) {
    case 'admin':
      takesPart = sql`true`;
      break;
    case 'user':
      takesPart = sql`p.client_id = ${reader.id}`;
      break;
    case 'service-provider':
      takesPart = sql`p.selected_partner_id = ${reader.id}`;
      visible = sql`m.created_at >= p.picked_at`;
      break;
    default:
      return 0;
  }
  // Both drivers (pg and PGlite) answer a raw statement with its rows under `rows`.
  const result = (await db.execute(sql`
    select count(*)::int as n from (
      select 1
      from (select distinct project_id from notifications
            where recipient_role = ${reader.role} and recipient_id = ${reader.id}
              and read_at is null and kind = ${messageNoticeKind} and project_id is not null) u
      join projects p on p.id = u.project_id
      left join project_message_reads r
        on r.project_id = u.project_id and r.reader_role = ${reader.role}
       and r.reader_id = ${reader.id}
      cross join lateral (
        select 1 from project_messages m
        where m.project_id = u.project_id
          and m.created_at > coalesce(r.read_at, '-infinity'::timestamptz)
          and not (m.author_role = ${reader.role} and m.author_id = ${reader.id})
          and ${visible}
        limit ${unreadCounted}) x
      where ${takesPart}
      limit ${unreadCounted}) c`)) as unknown as { rows: { n: number | string | null }[] };
  return Number(result.rows[0]?.n ?? 0);
}
