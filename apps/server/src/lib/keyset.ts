import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from './errors';

// Keyset pagination over (created_at desc, id desc): a page deep in a list costs what the first
// costs, unlike OFFSET. The cursor is the last row's key, opaque to clients.
export type Cursor = { createdAt: Date; id: string };

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

const uuid = z.uuid();
// Rows are made by the server, so a real cursor's time lies in this range; anything outside it
// (year +275760, say) is one PostgreSQL's timestamptz cannot hold, a crafted link.
const earliest = Date.UTC(2000, 0, 1);
const latest = Date.UTC(9999, 11, 31);

export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (!value) {
    return undefined;
  }
  try {
    const pair: unknown = JSON.parse(Buffer.from(value, 'base64url').toString());
    if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string') {
      throw new Error('bad cursor');
    }
    const date = new Date(pair[0]);
    const time = date.getTime();
    if (
      Number.isNaN(time) ||
      time < earliest ||
      time > latest ||
      !uuid.safeParse(pair[1]).success
    ) {
      throw new Error('bad cursor');
    }
    return { createdAt: date, id: pair[1] as string };
  } catch {
    throw badRequest('invalidPageLink');
  }
}

export function before(
  createdAt: AnyColumn,
  id: AnyColumn,
  cursor: Cursor | undefined,
): SQL | undefined {
  return cursor
    ? sql`(${createdAt}, ${id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
}

/**
 * `before` for a prepared statement, with the cursor as the placeholders `afterTime` and
 * `afterId`; `cursorParams` fills them, with a key past every row for the first page.
 */
export function beforePlaceholders(createdAt: AnyColumn, id: AnyColumn): SQL {
  return sql`(${createdAt}, ${id}) < (${sql.placeholder('afterTime')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;
}

/**
 * The condition for a list read oldest first, (created_at asc, id asc), in a prepared statement:
 * the rows after the cursor, `cursorParams(cursor, 'asc')` filling it. The bare `created_at >=`
 * lets an index on created_at alone seek to the cursor, which a row comparison does not.
 */
export function afterPlaceholders(createdAt: AnyColumn, id: AnyColumn): SQL {
  const time = sql`${sql.placeholder('afterTime')}::timestamptz`;
  return sql`${createdAt} >= ${time} and (${createdAt}, ${id}) > (${time}, ${sql.placeholder('afterId')}::uuid)`;
}

/** The placeholders' values: the cursor's key, or for the first page a key beyond every row. */
export function cursorParams(
  cursor: Cursor | undefined,
  order: 'desc' | 'asc' = 'desc',
): { afterTime: string; afterId: string } {
  if (cursor) {
    return { afterTime: cursor.createdAt.toISOString(), afterId: cursor.id };
  }
  return order === 'desc'
    ? { afterTime: 'infinity', afterId: 'ffffffff-ffff-ffff-ffff-ffffffffffff' }
    : { afterTime: '-infinity', afterId: '00000000-0000-0000-0000-000000000000' };
}

/** Fetches one more row than asked, to know whether there is a next page. */
export function pageOf<T extends { createdAt: Date; id: string }>(
  rows: T[],
  limit: number,
): { items: T[]; next?: string } {
  if (rows.length <= limit) {
    return { items: rows };
  }
  const items = rows.slice(0, limit);
  return { items, next: encodeCursor(items[items.length - 1]!) };
}
