import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { addHit, clearHits, countHits } from '../../lib/rate-limit';
import { messages } from '@greenscape/shared/messages';

// Failed sign-ins are counted in PostgreSQL, so every instance sees the same numbers:
// - per account and address: one address guessing one password is slowed at once, while the
//   owner signing in from elsewhere is not locked out by it;
// - per account, whatever the address: at most 100 failures an hour (ASVS 5.0 V6.3.1), which a
//   botnet reaches only from ten or more addresses; the owner can still reset the password;
// - per address: one address spraying many accounts.
export const signInLimits = {
  windowMs: 15 * 60_000,
  perAccountFromAddress: 10,
  accountWindowMs: 60 * 60_000,
  perAccount: 100,
};

type Attempt = { scope: string; identifier: string; ip: string; perAddress: number };
const accountKey = (a: Attempt) => `signin:${a.scope}:${a.identifier}`;
const pairKey = (a: Attempt) => `signin:${a.scope}:${a.identifier}:${a.ip}`;
const addressKey = (a: Attempt) => `signin:ip:${a.ip}`;

export async function assertNotThrottled(db: Database, attempt: Attempt): Promise<void> {
  const [fromAddress, perAccount, perAddress] = await Promise.all([
    countHits(db, pairKey(attempt), signInLimits.windowMs),
    countHits(db, accountKey(attempt), signInLimits.accountWindowMs),
    countHits(db, addressKey(attempt), signInLimits.windowMs),
  ]);
  if (
    fromAddress >= signInLimits.perAccountFromAddress ||
    perAccount >= signInLimits.perAccount ||
    perAddress >= attempt.perAddress
  ) {
    throw new AppError(429, messages.tooManyRequests);
  }
}

export async function recordFailedSignIn(db: Database, attempt: Attempt): Promise<void> {
  await Promise.all([
    addHit(db, pairKey(attempt)),
    addHit(db, accountKey(attempt)),
    addHit(db, addressKey(attempt)),
  ]);
}

/** The owner got in from this address: its earlier typos there no longer count. */
export async function recordSuccessfulSignIn(db: Database, attempt: Attempt): Promise<void> {
  await clearHits(db, pairKey(attempt));
}
