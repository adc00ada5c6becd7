import type { MessageKey } from '@greenscape/shared/messages';
import type { Database } from '../db/client';
import { AppError } from './errors';
import { claimHitsIn } from './rate-limit';

const hourMs = 3600_000;

/**
 * Runs `work` in a transaction if the key has had fewer than `limit` of it in the last hour,
 * counting it first in that transaction (claimHitsIn), so a burst sent at once cannot all pass.
 * Work that fails rolls back and gives its hit back with it: only what was done counts. Otherwise
 * 429 with `code`. One transaction, where the count used to be a transaction of its own before the
 * work's (issue 22: four round trips fewer for every message and new project).
 */
export async function withinHourlyQuota<T>(
  db: Database,
  quota: { key: string; limit: number; code: MessageKey },
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const at = await claimHitsIn(tx, [{ key: quota.key, windowMs: hourMs, limit: quota.limit }]);
    if (at === null) {
      throw new AppError(429, quota.code);
    }
    return work(tx);
  });
}
