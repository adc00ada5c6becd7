import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projectMessageReads } from '../../db/schema/index';
import type { Caller } from '../access';
import { clearMessageNotice } from '../notifications';

/**
 * The reader has seen the conversation up to now: their read mark moves (the bell's count of this
 * project drops to zero) and their message notice of it is read, in one transaction.
 */
export async function markConversationRead(
  db: Database,
  reader: Caller,
  projectId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await moveReadMark(tx, reader, projectId);
    await clearMessageNotice(tx, reader, projectId);
  });
}

/** Upserts the reader's `read_at` to the database's clock, the one messages are stamped with. */
export async function moveReadMark(
  db: Pick<Database, 'insert'>,
  reader: Caller,
  projectId: string,
): Promise<void> {
  await db
    .insert(projectMessageReads)
    .values({ projectId, readerRole: reader.role, readerId: reader.id, readAt: sql`now()` })
    .onConflictDoUpdate({
      target: [
        projectMessageReads.projectId,
        projectMessageReads.readerRole,
        projectMessageReads.readerId,
      ],
      set: { readAt: sql`now()` },
    });
}
