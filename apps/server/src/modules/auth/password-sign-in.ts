import type { FastifyRequest } from 'fastify';
import type { AccountKind } from '@greenscape/shared/schemas/auth';
import { messages } from '@greenscape/shared/messages';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { findAccount, type AccountRow } from '../accounts/account-store';
import { assertNotThrottled, recordFailedSignIn, recordSuccessfulSignIn } from './signin-throttle';

// Compared against when the e-mail is unknown, so a miss takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** Checks e-mail and password; the same 401 for an unknown e-mail and a wrong password. */
export async function signInWithPassword(
  request: FastifyRequest,
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
  await assertNotThrottled(db, attempt);
  const account = await findAccount(db, kind, 'email', credentials.email);
  decoyHash ??= hashPassword('decoy password that never matches');
  const ok = await verifyPassword(credentials.password, account?.passwordHash ?? (await decoyHash));
  if (!account || !account.passwordHash || !ok) {
    await recordFailedSignIn(db, attempt);
    throw new AppError(401, messages.wrongEmailOrPassword);
  }
  await recordSuccessfulSignIn(db, attempt);
  return account;
}
