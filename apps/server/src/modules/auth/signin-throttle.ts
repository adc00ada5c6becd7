import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { claimHits, clearHits, clearHitsUnder, refundHit } from '../../lib/rate-limit';

// Failed sign-ins are counted in PostgreSQL, so every instance sees the same numbers:
// - per account and address: one address guessing one password is slowed at once, while the
//   owner signing in from elsewhere is not locked out by it;
// - per account, whatever the address: at most 100 failures an hour (ASVS 5.0 V6.3.1);
// - per address: one address spraying many accounts.
// Each attempt claims its place in all three before the password is checked (claimHits), so
// attempts sent at once cannot all pass a check made before any of them was counted, and a
// refused attempt counts nowhere. One address therefore puts at most 10 failures on an account
// per 15 minutes, about 40 an hour: it can never reach the account's cap alone, so a burst from
// one address does not refuse the owner signing in from another. Reaching the cap takes several
// addresses guessing for the whole hour, and the owner can still reset the password by phone,
// which clears the account's counters.
export const signInLimits = {
  windowMs: 15 * 60_000,
  perAccountFromAddress: 10,
  accountWindowMs: 60 * 60_000,
  perAccount: 100,
};

export type SignInAttempt = { scope: string; identifier: string; ip: string; perAddress: number };
const accountKey = (scope: string, identifier: string) => `signin:${scope}:${identifier}`;
const pairKey = (a: SignInAttempt) => `${accountKey(a.scope, a.identifier)}:${a.ip}`;
const addressKey = (a: SignInAttempt) => `signin:ip:${a.ip}`;

/**
 * Counts the attempt as a failure before the password is checked, or refuses it with 429 when a
 * limit is reached. A wrong password leaves it counted; a right one gives it back
 * (recordSuccessfulSignIn). Answers the time it was counted at.
 */
export async function claimSignInAttempt(db: Database, attempt: SignInAttempt): Promise<number> {
  const claimedAt = await claimHits(db, [
    {
      key: pairKey(attempt),
      windowMs: signInLimits.windowMs,
      limit: signInLimits.perAccountFromAddress,
    },
    {
      key: accountKey(attempt.scope, attempt.identifier),
      windowMs: signInLimits.accountWindowMs,
      limit: signInLimits.perAccount,
    },
    { key: addressKey(attempt), windowMs: signInLimits.windowMs, limit: attempt.perAddress },
  ]);
  if (claimedAt === null) {
    throw new AppError(429, 'tooManyRequests');
  }
  return claimedAt;
}

/**
 * The owner got in: the attempt was not a failure, and the earlier typos from this address no
 * longer count.
 */
export async function recordSuccessfulSignIn(
  db: Database,
  attempt: SignInAttempt,
  claimedAt: number,
): Promise<void> {
  await Promise.all([
    clearHits(db, pairKey(attempt)),
    refundHit(db, accountKey(attempt.scope, attempt.identifier), claimedAt),
    refundHit(db, addressKey(attempt), claimedAt),
  ]);
}

/** A new password was set: the failures counted against the old one, from any address, go. */
export async function clearSignInFailures(
  db: Database,
  scope: string,
  identifier: string,
): Promise<void> {
  await clearHitsUnder(db, accountKey(scope, identifier));
}
