import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import { userSchema, userSignInSchema, userSignUpSchema } from '@greenscape/shared/schemas/auth';
import { users } from '../../db/schema/index';
import { unauthorized } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/db-errors';
import { userJson, type UserRow } from '../accounts/account-json';
import { findAccount } from '../accounts/account-store';
import { callerOf, requireRole } from './guards';
import { signInWithPassword } from './password-sign-in';
import { startSession } from './session-cookies';
import { guardSignUp, refuseSignUp } from './signup-guard';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** Customers ('user' in the API): e-mail sign-up and sign-in, and the session check. */
export const customerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Customer sign-up; the new account is signed in',
        body: userSignUpSchema,
        response: { 201: userSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const row = await guardSignUp(request, async () => {
        try {
          const [created] = await app.database.db
            .insert(users)
            .values({ email, passwordHash: await hashPassword(password) })
            .returning();
          return created as UserRow;
        } catch (error) {
          if (isUniqueViolation(error)) {
            refuseSignUp();
          }
          throw error;
        }
      });
      await startSession(request, reply, 'user', row.id);
      return reply.code(201).send(userJson(row));
    },
  );

  app.post(
    '/auth/signin',
    {
      schema: {
        tags: ['auth'],
        summary: 'Customer sign-in by e-mail and password',
        body: userSignInSchema,
        response: { 200: userSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const row = await signInWithPassword(request, reply, 'user', request.body);
      return userJson(row as UserRow);
    },
  );

  app.get(
    '/user/verify',
    {
      onRequest: requireRole('user'),
      schema: {
        tags: ['auth'],
        summary: "The signed-in customer's account (401 without a customer session)",
        response: { 200: userSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const row = await findAccount(app.database.db, 'user', 'id', callerOf(request).id);
      if (!row) {
        throw unauthorized();
      }
      return userJson(row as UserRow);
    },
  );
};
