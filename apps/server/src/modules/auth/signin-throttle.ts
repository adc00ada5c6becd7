import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { addHit, clearHits, countHits } from '../../lib/rate-limit';
import { messages } from '@greenscape/shared/messages';

// Failed sign-ins are counted per account and per client address in PostgreSQL. The account
// limit slows guessing of one password; the address limit slows spraying many accounts.
export const signInLimits = { windowMs: 15 * 60_000, perAccount: 10 };

type Attempt = { scope: string; identifier: string; ip: string; perAddress: number };
const accountKey = (a: Attempt) => `signin:${a.scope}:${a.identifier}`;
const addressKey = (a: Attempt) => `signin:ip:${a.ip}`;

export async function assertNotThrottled(db: Database, attempt: Attempt): Promise<void> {
  const [perAccount, perAddress] = await Promise.all([
    countHits(db, accountKey(attempt), signInLimits.windowMs),
    countHits(db, addressKey(attempt), signInLimits.windowMs),
  ]);
  if (perAccount >= signInLimits.perAccount || perAddress >= attempt.perAddress) {
    throw new AppError(429, messages.tooManyRequests);
  }
}

export async function recordFailedSignIn(db: Database, attempt: Attempt): Promise<void> {
  await Promise.all([addHit(db, accountKey(attempt)), addHit(db, addressKey(attempt))]);
}

export async function recordSuccessfulSignIn(db: Database, attempt: Attempt): Promise<void> {
  await clearHits(db, accountKey(attempt));
}
