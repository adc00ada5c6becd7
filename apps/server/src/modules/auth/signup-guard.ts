import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { claimHits, refundHit } from '../../lib/rate-limit';

// A sign-up leaves the new account signed in (docs/product.md#sign-in), so a refused one always
// shows that
// the e-mail or phone is in use. The refusal says no more than it must, and an address that keeps
// hitting taken e-mails is stopped, so the sign-up form cannot be used to list our customers.
export const signUpLimits = { windowMs: 60 * 60_000, refusalsPerAddress: 10 };

const key = (request: FastifyRequest) => `signup-refused:ip:${request.ip}`;

class SignUpRefusal extends AppError {
  constructor() {
    super(409, 'signUpRefused');
  }
}

/**
 * Runs a sign-up attempt counted in advance as a refusal of the caller's address (429 when the
 * address has used them up), so sign-ups sent at once cannot all pass a check made before any
 * of them was counted. Only a refusal (refuseSignUp) keeps the count; anything else gives it back.
 */
export async function guardSignUp<T>(
  request: FastifyRequest,
  attempt: () => Promise<T>,
): Promise<T> {
  const { db } = request.server.database;
  const claimedAt = await claimHits(db, [
    { key: key(request), windowMs: signUpLimits.windowMs, limit: signUpLimits.refusalsPerAddress },
  ]);
  if (claimedAt === null) {
    throw new AppError(429, 'tooManyRequests');
  }
  let refused = false;
  try {
    return await attempt();
  } catch (error) {
    refused = error instanceof SignUpRefusal;
    throw error;
  } finally {
    if (!refused) {
      await refundHit(db, key(request), claimedAt);
    }
  }
}

/** The one neutral text for a taken e-mail (counted against the address by guardSignUp). */
export function refuseSignUp(): never {
  throw new SignUpRefusal();
}
