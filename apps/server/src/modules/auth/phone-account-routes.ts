import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { phoneAccountApi } from '@greenscape/shared/contract/auth';
import type { Partner, Supplier } from '@greenscape/shared/schemas/auth';
import { route } from '../../lib/contract-route';
import { conflict, unauthorized } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/db-errors';
import { type AccountRow, accountResponse, findAccount, insertAccount } from '../accounts';
import { consumeVerification } from '../otp';
import { callerOf, requireRole } from '../access';
import { signInWithPassword } from './password-sign-in';
import { startSession } from '../sessions';
import { signInWithPhone } from './phone-sign-in';
import { guardSignUp, refuseSignUp } from './signup-guard';

/**
 * Service partners and suppliers (docs/product.md#sign-in): e-mail sign-in, sign-up with a
 * verified phone, phone sign-in, and the session check. `{uid}` is the verification token that
 * otpApi.verifyOtp answers.
 */
export function phoneAccountRoutes(kind: 'service-provider' | 'supplier'): FastifyPluginAsyncZod {
  const api = phoneAccountApi[kind];
  return async (app) => {
    const json = async (row: AccountRow) =>
      (await accountResponse(app.database.db, kind, row)) as Partner | Supplier;

    route(app, api.signIn, {}, async (request, reply) => {
      const row = await signInWithPassword(request, reply, kind, request.body);
      return json(row);
    });

    route(app, api.signUp, {}, async (request, reply) => {
      const { email, password, phone } = request.body;
      const row = await guardSignUp(request, async () => {
        const passwordHash = await hashPassword(password);
        return app.database.db
          .transaction(async (tx) => {
            await consumeVerification(tx, {
              token: request.params.uid,
              phone,
              purpose: 'signup',
            });
            return insertAccount(tx, kind, {
              email,
              phone,
              passwordHash,
              language: request.language,
            });
          })
          .catch(async (error: unknown) => {
            if (!isUniqueViolation(error)) {
              throw error;
            }
            // The phone was just proven by a code, so its owner may learn that it is in use; an
            // e-mail in use is told no more plainly than on the customer's sign-up.
            const phoneTaken = await findAccount(app.database.db, kind, 'phone', phone);
            if (phoneTaken) {
              throw conflict('phoneTaken');
            }
            return refuseSignUp();
          });
      });
      await startSession(request, reply, kind, row.id);
      return reply.code(201).send(await json(row));
    });

    route(app, api.phoneSignIn, {}, async (request, reply) => {
      const proof = { token: request.params.uid, phone: request.body.phone };
      return json(await signInWithPhone(request, reply, kind, proof));
    });

    route(app, api.verify, { onRequest: requireRole(kind) }, async (request) => {
      const row = await findAccount(app.database.db, kind, 'id', callerOf(request).id);
      if (!row) {
        throw unauthorized();
      }
      return json(row);
    });
  };
}
