import { and, desc, eq, gte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { messagesPageSize, type ProjectMessage } from '@greenscape/shared/schemas/execution';
import type { Database } from '../../db/client';
import { literalLimit, prepared } from '../../db/prepared';
import { projectMessages, projects } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import type { Caller } from '../access';
import { messageJson } from './message-json';

// A page of the conversation (docs/product.md#conversation): newest first, 50 at a time, keyset
// on (created_at, id) along project_messages_page_idx, so an old page costs what the first does.

const messageId = z.uuid();
const instant = z.iso.datetime({ offset: true });

/**
 * Which messages the reader may see: all of them, except for the selected partner, who reads
 * the conversation from the pick on (projects.picked_at, set by steps/pick-quotation.ts).
 */
function visibleTo(reader: Caller, projectId: string | Placeholder): SQL | undefined {
  if (reader.role !== 'service-provider') {
    return undefined;
  }
  return gte(
    projectMessages.createdAt,
    sql`coalesce((select ${projects.pickedAt} from ${projects} where ${projects.id} = ${projectId}), 'infinity'::timestamptz)`,
  );
}

/**
 * Where an older page starts. `before` is the `_id` of a message of this conversation that the
 * reader can see (the last of the page they have), or an ISO 8601 instant (the messages written
 * before it). Anything else, a message of another conversation included, is refused with 400.
 */
async function cursorOf(
  db: Database,
  reader: Caller,
  projectId: string,
  before: string,
): Promise<SQL> {
  if (messageId.safeParse(before).success) {
    const [at] = await db
      .select({
        createdAt: sql<string>`${projectMessages.createdAt}::text`,
        id: projectMessages.id,
      })
      .from(projectMessages)
      .where(
        and(
          eq(projectMessages.id, before),
          eq(projectMessages.projectId, projectId),
          visibleTo(reader, projectId),
        ),
      );
    if (at) {
      return sql`(${projectMessages.createdAt}, ${projectMessages.id}) < (${at.createdAt}::timestamptz, ${at.id}::uuid)`;
    }
  } else if (instant.safeParse(before).success && Number.isFinite(Date.parse(before))) {
    return sql`${projectMessages.createdAt} < ${new Date(before).toISOString()}::timestamptz`;
  }
  throw badRequest('invalidMessageCursor');
}

/**
 * The newest page, read on every open of a conversation: prepared, one statement for the selected
 * partner (who reads from the pick on) and one for everyone else, so it is planned once.
 */
function firstPage(db: Database, reader: Caller) {
  const name = reader.role === 'service-provider' ? 'message_page_partner' : 'message_page';
  const projectId = sql.placeholder('projectId');
  return prepared(db, name, (d) =>
    d
      .select()
      .from(projectMessages)
      .where(and(eq(projectMessages.projectId, projectId), visibleTo(reader, projectId)))
      .orderBy(desc(projectMessages.createdAt), desc(projectMessages.id))
      .limit(literalLimit(messagesPageSize))
      .prepare(name),
  );
}

/**
 * An older page after a message of the conversation, in one prepared statement: the cursor's key
 * is read by a subquery (it was a round trip of its own, and each statement was built anew).
 * Messages older than a message the reader may not see are not theirs either, so an unknown or
 * hidden cursor reads nothing; cursorOf then says which.
 */
function olderPage(db: Database, reader: Caller) {
  const name = reader.role === 'service-provider' ? 'message_older_partner' : 'message_older';
  const projectId = sql.placeholder('projectId');
  const cursor = alias(projectMessages, 'cursor');
  return prepared(db, name, (d) =>
    d
      .select()
      .from(projectMessages)
      .where(
        and(
          eq(projectMessages.projectId, projectId),
          visibleTo(reader, projectId),
          sql`(${projectMessages.createdAt}, ${projectMessages.id}) < (
            select ${cursor.createdAt}, ${cursor.id} from ${projectMessages} ${cursor}
            where ${cursor.id} = ${sql.placeholder('before')} and ${cursor.projectId} = ${projectId})`,
        ),
      )
      .orderBy(desc(projectMessages.createdAt), desc(projectMessages.id))
      .limit(literalLimit(messagesPageSize))
      .prepare(name),
  );
}

export async function messagePage(
  db: Database,
  reader: Caller,
  projectId: string,
  before: string | undefined,
): Promise<ProjectMessage[]> {
  if (before === undefined) {
    return (await firstPage(db, reader).execute({ projectId })).map(messageJson);
  }
  if (messageId.safeParse(before).success) {
    const rows = await olderPage(db, reader).execute({ projectId, before });
    if (rows.length > 0) {
      return rows.map(messageJson);
    }
    // The end of the conversation, or a cursor that is not the reader's: cursorOf refuses the latter.
    await cursorOf(db, reader, projectId, before);
    return [];
  }
  const older = await cursorOf(db, reader, projectId, before);
  const rows = await db
    .select()
    .from(projectMessages)
    .where(and(eq(projectMessages.projectId, projectId), visibleTo(reader, projectId), older))
    .orderBy(desc(projectMessages.createdAt), desc(projectMessages.id))
    .limit(messagesPageSize);
  return rows.map(messageJson);
}
