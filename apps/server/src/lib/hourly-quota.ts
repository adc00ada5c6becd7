import type { MessageKey } from '@greenscape/shared/messages';
import type { Database } from '../db/client';
import { AppError } from './errors';
import { claimHitsIn } from './rate-limit';

const hourMs = 3600_000;

/**
 * Runs `work` in a transaction and counts it against the key's hourly `limit` in that same
 * transaction (claimHitsIn), so a burst sent at once cannot all pass; past the limit the work is
 * rolled back and the answer is 429 with `code`. Work that fails rolls back its hit with it: only
 * what was done counts. The count comes last, so the key's lock is held from the count to the
 * commit only, not through the work: one account's burst waits for little. One transaction, where
 * the count used to be a transaction of its own before the work's (docs/performance.md).
 */
export async function withinHourlyQuota<T>(
  db: Database,
  quota: { key: string; limit: number; code: MessageKey },
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const done = await work(tx);
    const at = await claimHitsIn(tx, [{ key: quota.key, windowMs: hourMs, limit: quota.limit }]);
    if (at === null) {
      throw new AppError(429, quota.code);
    }
    return done;
  });
}
