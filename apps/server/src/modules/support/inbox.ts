import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SupportItem } from '@greenscape/shared/schemas/admin';
import type { Database } from '../../db/client';
import { supportMessages, users } from '../../db/schema/index';
import { before, decodeCursor, pageOf } from '../../lib/keyset';
import type { Page } from '../directory';

/** Open or closed support messages with their customer, newest first, a page at a time. */
export async function supportInbox(
  db: Database,
  query: { status: 'open' | 'closed'; cursor?: string; limit: number },
): Promise<Page<SupportItem>> {
  const { status, cursor, limit } = query;
  const rows = await db
    .select({ message: supportMessages, customer: users })
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.userId))
    .where(
      and(
        status === 'open'
          ? isNull(supportMessages.handledAt)
          : isNotNull(supportMessages.handledAt),
        before(supportMessages.createdAt, supportMessages.id, decodeCursor(cursor)),
      ),
    )
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(limit + 1);
  const page = pageOf(
    rows.map((r) => ({ ...r, createdAt: r.message.createdAt, id: r.message.id })),
    limit,
  );
  return {
    next: page.next,
    items: page.items.map(({ message, customer }) => ({
      _id: message.id,
      message: message.message,
      createdAt: message.createdAt.toISOString(),
      handled: message.handledAt !== null,
      customer: {
        _id: customer.id,
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
      },
    })),
  };
}

/** Closes a message (by this admin) or reopens it; false when there is no such message. */
export async function markSupportMessage(
  db: Database,
  messageId: string,
  handled: boolean,
  adminId: string,
): Promise<{ handled: boolean } | undefined> {
  const [row] = await db
    .update(supportMessages)
    .set(
      handled
        ? { handledAt: new Date(), handledBy: adminId }
        : { handledAt: null, handledBy: null },
    )
    .where(eq(supportMessages.id, messageId))
    .returning();
  return row && { handled: row.handledAt !== null };
}
