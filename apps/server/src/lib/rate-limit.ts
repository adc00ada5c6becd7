import { and, eq, gt, lt, or, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema/index';

// Counters in PostgreSQL, so every instance behind a load balancer sees the same numbers
// (docs/deploy.md#scaling-out). Hits are kept in one-minute buckets and summed over the window.
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

/** Gives back `amount` counted in the bucket of `at`, never below zero (a cleared key stays clear). */
export async function refundHit(db: Database, key: string, at: number, amount = 1): Promise<void> {
  const windowStart = new Date(Math.floor(at / bucketMs) * bucketMs);
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - ${amount}, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
}

export type Claim = { key: string; windowMs: number; limit: number };

/**
 * Counts one hit on every key if each is still under its limit, as one step: counting after a
 * separate check lets attempts sent at the same instant all pass the check first. The keys are
 * locked (advisory, so across instances too, in one fixed order) before the count is read, so
 * claims on a key queue and each sees the ones before it, whichever minute bucket they went into.
 * Answers the time the hits were counted at (for refundHit), or null, counting nothing, when a
 * limit is already reached. The keys must differ.
 */
export async function claimHits(db: Database, claims: Claim[]): Promise<number | null> {
  return db.transaction((tx) => claimHitsIn(tx, claims));
}

/**
 * claimHits inside a transaction of the caller's: the keys stay locked, and the hits counted, until
 * it ends, so work that fails and rolls back gives its hits back by itself (hourly-quota.ts).
 */
export async function claimHitsIn(
  tx: Database,
  claims: Claim[],
  at = Date.now(),
): Promise<number | null> {
  const windowStart = new Date(Math.floor(at / bucketMs) * bucketMs).toISOString();
  const rows = sql.join(
    claims.map(
      (c) =>
        sql`(${c.key}::text, ${new Date(at - c.windowMs).toISOString()}::timestamptz, ${c.limit}::int)`,
    ),
    sql`, `,
  );
  const keys = sql.join(
    claims.map((c) => sql`(${c.key}::text)`),
    sql`, `,
  );
  await tx.execute(sql`
      select pg_advisory_xact_lock(hashtextextended(key, 0))
      from (select key from (values ${keys}) as claim(key) order by key) as sorted`);
  // One statement under the locks: nothing is counted if any key is at its limit. Both drivers
  // (pg and PGlite) answer a raw statement with its rows under `rows`.
  const counted = (await tx.execute(sql`
      with claim(key, since, lim) as (values ${rows}),
      full_key as (
        select 1 from claim c
        where (select coalesce(sum(r.hits), 0) from ${rateLimits} r
               where r.key = c.key and r.window_start > c.since) >= c.lim
      )
      insert into ${rateLimits} (key, window_start, hits)
      select key, ${windowStart}::timestamptz, 1 from claim where not exists (select 1 from full_key)
      on conflict (key, window_start) do update set hits = ${rateLimits}.hits + 1
      returning key`)) as unknown as { rows: unknown[] };
  return counted.rows.length > 0 ? at : null;
}

export async function clearHits(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Clears a key and every key under it (`key:...`), e.g. an account's counters per address. */
export async function clearHitsUnder(db: Database, key: string): Promise<void> {
  await db
    .delete(rateLimits)
    .where(or(eq(rateLimits.key, key), sql`starts_with(${rateLimits.key}, ${`${key}:`})`));
}

/** Old buckets are useless; removed now and then rather than by a separate job. */
export async function pruneHits(db: Database, olderThanMs = 24 * 3600_000): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(Date.now() - olderThanMs)));
}
