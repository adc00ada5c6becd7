import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetApi } from '@greenscape/shared/contract/auth';
import { formatPhone } from '@greenscape/shared/phone';
import type { AccountKind } from '@greenscape/shared/schemas/auth';
import { route } from '../../lib/contract-route';
import { textIn } from '../../lib/texts';
import { AppError, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { findAccount, findAccountByProvenPhone, setPasswordHash } from '../accounts';
import { consumeVerification } from '../otp';
import { deleteAccountSessions, endSession, readSession, startSession } from '../sessions';
import { clearSignInFailures } from './signin-throttle';

/**
 * Forgot password (docs/product.md#sign-in): a verified reset code opens a 10-minute reset session for that
 * kind of account; only that session may set the new password, which ends every session.
 */
export function resetRoutes(kind: AccountKind): FastifyPluginAsyncZod {
  /**
   * Only a live reset session may set the password: checked before the body is read, so nobody
   * without one learns the form's rules, and the change is the account's own in the audit trail.
   */
  const requireResetSession: onRequestAsyncHookHandler = async (request) => {
    const session = await readSession(request, kind, 'reset');
    if (!session) {
      throw new AppError(401, 'resetSessionExpired');
    }
    request.resetSession = session;
    request.caller = { role: kind, id: session.accountId };
  };

  const api = resetApi[kind];
  return async (app) => {
    route(app, api.open, {}, async (request, reply) => {
      const { phone } = request.body;
      const account = await app.database.db.transaction(async (tx) => {
        await consumeVerification(tx, { token: request.params.uid, phone, purpose: 'reset' });
        return findAccountByProvenPhone(tx, kind, phone);
      });
      if (!account) {
        throw notFound('userNotFound');
      }
      await startSession(request, reply, kind, account.id, 'reset');
      return { message: 'Choose your new password' };
    });

    route(app, api.state, {}, async (request) => {
      const session = await readSession(request, kind, 'reset');
      const account =
        session && (await findAccount(app.database.db, kind, 'id', session.accountId));
      if (!account) {
        throw new AppError(401, 'resetSessionExpired');
      }
      return { phone: formatPhone(account.phone ?? '') };
    });

    route(app, api.setPassword, { onRequest: requireResetSession }, async (request, reply) => {
      const session = request.resetSession!;
      const passwordHash = await hashPassword(request.body.password);
      const changed = await setPasswordHash(app.database.db, kind, session.accountId, passwordHash);
      // Guesses at the old password no longer stand between the owner and the new one.
      if (changed?.email) {
        await clearSignInFailures(app.database.db, kind, changed.email);
      }
      await deleteAccountSessions(app.database.db, kind, session.accountId, app.sessionCache);
      await endSession(request, reply, kind, 'reset');
      await endSession(request, reply, kind);
      return { message: textIn(request.language, 'passwordUpdated') };
    });
  };
}
