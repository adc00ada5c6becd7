import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountKind } from '@greenscape/shared/schemas/auth';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { type AccountRow, findAccount } from '../accounts';
import { cancelSession, startSession } from '../sessions';
import { claimSignInAttempt, recordSuccessfulSignIn } from './signin-throttle';

// Compared against when the e-mail is unknown, so a miss takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/**
 * Checks e-mail and password and signs the account in; the same 401 for an unknown e-mail and a
 * wrong password. The attempt is counted before the check (signin-throttle).
 */
export async function signInWithPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: AccountKind,
  credentials: { email: string; password: string },
): Promise<AccountRow> {
  const { db } = request.server.database;
  const attempt = {
    scope: kind,
    identifier: credentials.email,
    ip: request.ip,
    perAddress: request.server.config.limits.signInFailuresPerAddress,
  };
  const claimedAt = await claimSignInAttempt(db, attempt);
  const account = await findAccount(db, kind, 'email', credentials.email);
  decoyHash ??= hashPassword('decoy password that never matches');
  const ok = await verifyPassword(credentials.password, account?.passwordHash ?? (await decoyHash));
  if (!account || !account.passwordHash || !ok) {
    throw new AppError(401, 'wrongEmailOrPassword');
  }
  await recordSuccessfulSignIn(db, attempt, claimedAt);
  const token = await startSession(request, reply, kind, account.id);
  // A password reset or a Google link may have replaced this password while it was being checked.
  // Both change the password first and end the account's sessions after, so a session made with
  // the old password is either ended by them or caught here.
  const now = await findAccount(db, kind, 'id', account.id);
  if (!now || now.passwordHash !== account.passwordHash) {
    await cancelSession(request, reply, kind, token);
    throw new AppError(401, 'wrongEmailOrPassword');
  }
  return now;
}
