import type { MessageKey } from '@greenscape/shared/messages';
import type { Database } from '../db/client';
import { AppError } from './errors';
import { claimHits, refundHit } from './rate-limit';

const hourMs = 3600_000;

/**
 * Runs `work` if the key has had fewer than `limit` of it in the last hour, counting it first in
 * one step (claimHits), so a burst sent at once cannot all pass. Work that fails is given back:
 * only what was done counts. Otherwise 429 with `code`.
 */
export async function withinHourlyQuota<T>(
  db: Database,
  quota: { key: string; limit: number; code: MessageKey },
  work: () => Promise<T>,
): Promise<T> {
  const at = await claimHits(db, [{ key: quota.key, windowMs: hourMs, limit: quota.limit }]);
  if (at === null) {
    throw new AppError(429, quota.code);
  }
  try {
    return await work();
  } catch (error) {
    await refundHit(db, quota.key, at);
    throw error;
  }
}
