import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import {
  accountSignInSchema,
  accountSignUpSchema,
  partnerSchema,
  phoneBodySchema,
  supplierSchema,
} from '@greenscape/shared/schemas/auth';
import { conflict, unauthorized } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  accountResponse,
  accountTable,
  findAccount,
  type AccountRow,
} from '../accounts/account-store';
import { consumeVerification } from '../otp/otp-service';
import { callerOf, requireRole } from './guards';
import { signInWithPassword } from './password-sign-in';
import { cancelSession, startSession } from './session-cookies';
import { guardSignUp, refuseSignUp } from './signup-guard';

const uidParams = z.object({ uid: z.string().min(16).max(100) });
const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * Service partners and suppliers (SPEC §7): e-mail sign-in, sign-up with a verified phone, phone
 * sign-in, and the session check. `{uid}` is the verification token of POST /api/otp/verify.
 */
export function phoneAccountRoutes(kind: 'service-provider' | 'supplier'): FastifyPluginAsyncZod {
  const accountSchema = kind === 'service-provider' ? partnerSchema : supplierSchema;
  const label = kind === 'service-provider' ? 'Service partner' : 'Supplier';
  return async (app) => {
    const json = async (row: AccountRow) =>
      (await accountResponse(app.database.db, kind, row)) as z.infer<typeof accountSchema>;

    app.post(
      `/${kind}/signin`,
      {
        schema: {
          tags: ['auth'],
          summary: `${label} sign-in by e-mail and password`,
          body: accountSignInSchema,
          response: { 200: accountSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const row = await signInWithPassword(request, reply, kind, request.body);
        return json(row);
      },
    );

    app.post(
      `/${kind}/signup/:uid`,
      {
        schema: {
          tags: ['auth'],
          summary: `${label} sign-up with a phone verified by OTP; the new account is signed in`,
          params: uidParams,
          body: accountSignUpSchema,
          response: { 201: accountSchema, ...refusals },
        },
      },
      async (request, reply) => {
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
              const [created] = await tx
                .insert(accountTable(kind))
                .values({ email, phone, passwordHash })
                .returning();
              return created as AccountRow;
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
      },
    );

    app.post(
      `/${kind}/phone/:uid`,
      {
        schema: {
          tags: ['auth'],
          summary: `${label} sign-in by a phone verified by OTP (a first sign-in opens the account)`,
          params: uidParams,
          body: phoneBodySchema,
          response: { 200: accountSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const { phone } = request.body;
        const row = await app.database.db.transaction(async (tx) => {
          await consumeVerification(tx, { token: request.params.uid, phone, purpose: 'login' });
          const existing = await findAccount(tx, kind, 'phone', phone);
          if (existing) {
            return existing;
          }
          // The verified phone is the identity; the profile form asks for the rest.
          const [created] = await tx.insert(accountTable(kind)).values({ phone }).returning();
          return created as AccountRow;
        });
        const token = await startSession(request, reply, kind, row.id);
        // A Google sign-in may have taken the phone off this account meanwhile (it ends the
        // account's sessions after the change; a session made later is caught here).
        const now = await findAccount(app.database.db, kind, 'id', row.id);
        if (now?.phone !== phone) {
          await cancelSession(request, reply, kind, token);
          throw unauthorized();
        }
        return json(now);
      },
    );

    app.get(
      `/${kind}/verify`,
      {
        onRequest: requireRole(kind),
        schema: {
          tags: ['auth'],
          summary: `The signed-in ${label.toLowerCase()}'s account (401 without such a session)`,
          response: { 200: accountSchema, 401: errorResponseSchema },
        },
      },
      async (request) => {
        const row = await findAccount(app.database.db, kind, 'id', callerOf(request).id);
        if (!row) {
          throw unauthorized();
        }
        return json(row);
      },
    );
  };
}
