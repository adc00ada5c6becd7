import { and, eq, gt, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema/index';

// Counters in PostgreSQL, so every instance behind a load balancer sees the same numbers
// (DECISIONS §8). Hits are kept in one-minute buckets and summed over the window.
const bucketMs = 60_000;

export async function countHits(db: Database, key: string, windowMs: number): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ hits: sum(rateLimits.hits).mapWith(Number) })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, since)));
  return row?.hits ?? 0;
}

/**
 * Counts one hit, or `amount` (bytes, images) for allowances measured in more than calls, in the
 * bucket of `at` (a refund goes back into the bucket its claim went into).
 */
export async function addHit(
  db: Database,
  key: string,
  amount = 1,
  at = Date.now(),
): Promise<void> {
  const windowStart = new Date(Math.floor(at / bucketMs) * bucketMs);
  await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: amount })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + ${amount}` },
    });
}

export async function clearHits(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Old buckets are useless; removed now and then rather than by a separate job. */
export async function pruneHits(db: Database, olderThanMs = 24 * 3600_000): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(Date.now() - olderThanMs)));
}
