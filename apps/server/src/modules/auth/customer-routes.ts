import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '@greenscape/shared/contract/auth';
import { route } from '../../lib/contract-route';
import { unauthorized } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/db-errors';
import { type UserRow, findAccount, insertAccount, userJson } from '../accounts';
import { callerOf, requireRole } from '../access';
import { signInWithPassword } from './password-sign-in';
import { startSession } from '../sessions';
import { signInWithPhone } from './phone-sign-in';
import { guardSignUp, refuseSignUp } from './signup-guard';

/**
 * Customers ('user' in the API): phone sign-in (which signs a new phone up), e-mail sign-up and
 * sign-in, and the session check.
 */
export const customerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, authApi.signUp, {}, async (request, reply) => {
    const { email, password } = request.body;
    const row = await guardSignUp(request, async () => {
      try {
        const passwordHash = await hashPassword(password);
        return (await insertAccount(app.database.db, 'user', {
          email,
          passwordHash,
          language: request.language,
        })) as UserRow;
      } catch (error) {
        if (isUniqueViolation(error)) {
          refuseSignUp();
        }
        throw error;
      }
    });
    await startSession(request, reply, 'user', row.id);
    return reply.code(201).send(userJson(row));
  });

  route(app, authApi.signIn, {}, async (request, reply) => {
    const row = await signInWithPassword(request, reply, 'user', request.body);
    return userJson(row as UserRow);
  });

  route(app, authApi.userPhoneSignIn, {}, async (request, reply) => {
    const proof = { token: request.params.uid, phone: request.body.phone };
    return userJson((await signInWithPhone(request, reply, 'user', proof)) as UserRow);
  });

  route(app, authApi.verifyUser, { onRequest: requireRole('user') }, async (request) => {
    const row = await findAccount(app.database.db, 'user', 'id', callerOf(request).id);
    if (!row) {
      throw unauthorized();
    }
    return userJson(row as UserRow);
  });
};
