import { desc, eq } from 'drizzle-orm';
import type { OutboxEntry } from '@greenscape/shared/contract/system';
import { normalisePhone } from '@greenscape/shared/phone';
import type { Database } from '../../db/client';
import { outboundMessages } from '../../db/schema/index';

/** The latest 50 messages sent to a phone or e-mail, newest first. */
export async function sentTo(db: Database, recipient: string): Promise<OutboxEntry[]> {
  const to = normalisePhone(recipient) ?? recipient.toLowerCase();
  const rows = await db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.recipient, to))
    .orderBy(desc(outboundMessages.createdAt))
    .limit(50);
  return rows.map((r) => ({ to: r.recipient, text: r.text, createdAt: r.createdAt.toISOString() }));
}
