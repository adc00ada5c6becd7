import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@greenscape/shared/messages';
import { formatPhone } from '@greenscape/shared/phone';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import {
  messageResponseSchema,
  phoneBodySchema,
  updatePasswordSchema,
  type AccountKind,
} from '@greenscape/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { accountTable, findAccount, findAccountByProvenPhone } from '../accounts/account-store';
import { consumeVerification } from '../otp/otp-service';
import { endSession, readSession, startSession } from './session-cookies';
import { deleteAccountSessions } from './session-store';
import { clearSignInFailures } from './signin-throttle';

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/**
 * Forgot password (SPEC §2, §7): a verified reset code opens a 10-minute reset session for that
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

  return async (app) => {
    app.post(
      `/${kind}/reset/:uid`,
      {
        schema: {
          tags: ['auth'],
          summary: 'Opens a password-reset session with a phone verified by a reset OTP',
          params: z.object({ uid: z.string().min(16).max(100) }),
          body: phoneBodySchema,
          response: { 200: messageResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
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
      },
    );

    app.get(
      `/${kind}/reset`,
      {
        schema: {
          tags: ['auth'],
          summary: 'Whether this browser holds a live reset session for this kind of account',
          response: { 200: z.object({ phone: z.string() }), ...refusals },
        },
      },
      async (request) => {
        const session = await readSession(request, kind, 'reset');
        const account =
          session && (await findAccount(app.database.db, kind, 'id', session.accountId));
        if (!account) {
          throw new AppError(401, 'resetSessionExpired');
        }
        return { phone: formatPhone(account.phone ?? '') };
      },
    );

    app.put(
      `/${kind}/reset`,
      {
        onRequest: requireResetSession,
        schema: {
          tags: ['auth'],
          summary: 'Sets the new password in a reset session; every session of the account ends',
          body: updatePasswordSchema,
          response: { 200: messageResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const session = request.resetSession!;
        const table = accountTable(kind);
        const [changed] = await app.database.db
          .update(table)
          .set({ passwordHash: await hashPassword(request.body.password), updatedAt: new Date() })
          .where(eq(table.id, session.accountId))
          .returning({ email: table.email });
        // Guesses at the old password no longer stand between the owner and the new one.
        if (changed?.email) {
          await clearSignInFailures(app.database.db, kind, changed.email);
        }
        await deleteAccountSessions(app.database.db, kind, session.accountId, app.sessionCache);
        await endSession(request, reply, kind, 'reset');
        await endSession(request, reply, kind);
        return { message: messages.passwordUpdated };
      },
    );
  };
}
