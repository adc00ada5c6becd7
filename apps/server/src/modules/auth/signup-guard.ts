import type { FastifyRequest } from 'fastify';
import { messages } from '@greenscape/shared/messages';
import { AppError, conflict } from '../../lib/errors';
import { addHit, countHits } from '../../lib/rate-limit';

// A sign-up leaves the new account signed in (DECISIONS §2), so a refused one always shows that
// the e-mail or phone is in use. The refusal says no more than it must, and an address that keeps
// hitting taken e-mails is stopped, so the sign-up form cannot be used to list our customers.
export const signUpLimits = { windowMs: 60 * 60_000, refusalsPerAddress: 10 };

const key = (request: FastifyRequest) => `signup-refused:ip:${request.ip}`;

export async function assertSignUpAllowed(request: FastifyRequest): Promise<void> {
  const refused = await countHits(request.server.database.db, key(request), signUpLimits.windowMs);
  if (refused >= signUpLimits.refusalsPerAddress) {
    throw new AppError(429, messages.tooManyRequests);
  }
}

/** Counts the refusal against the caller's address and answers the one neutral text. */
export async function refuseSignUp(request: FastifyRequest): Promise<never> {
  await addHit(request.server.database.db, key(request));
  throw conflict(messages.signUpRefused);
}
