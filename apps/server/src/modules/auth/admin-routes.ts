import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verify } from 'otplib';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import { adminSchema, adminSignInSchema } from '@greenscape/shared/schemas/auth';
import { admins } from '../../db/schema/index';
import { AppError, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { callerOf, requireRole } from './guards';
import { startSession } from './session-cookies';
import { claimSignInAttempt, recordSuccessfulSignIn } from './signin-throttle';

type AdminRow = typeof admins.$inferSelect;
const adminJson = (row: AdminRow) => ({ _id: row.id, email: row.email, name: row.name });
let decoyHash: Promise<string> | undefined;

/** Admin sign-in: e-mail, password and a TOTP AuthToken; one answer for every failure. */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function checkTotp(admin: AdminRow, token: string): Promise<boolean> {
    // The previous and next 30-second steps are accepted for clock drift; a step is used once.
    const result = await verify({
      secret: admin.totpSecret,
      token,
      epochTolerance: 30,
      ...(admin.totpLastStep !== null ? { afterTimeStep: admin.totpLastStep } : {}),
    }).catch(() => ({ valid: false as const }));
    // The functional API answers HOTP or TOTP results; only a TOTP result carries its step.
    if (!result.valid || !('timeStep' in result)) {
      return false;
    }
    const [claimed] = await db
      .update(admins)
      .set({ totpLastStep: result.timeStep })
      .where(
        and(
          eq(admins.id, admin.id),
          or(isNull(admins.totpLastStep), lt(admins.totpLastStep, result.timeStep)),
        ),
      )
      .returning({ id: admins.id });
    return claimed !== undefined;
  }

  app.post(
    '/admin/signin',
    {
      schema: {
        tags: ['auth'],
        summary: 'Admin sign-in with e-mail, password and TOTP AuthToken',
        body: adminSignInSchema,
        response: {
          200: adminSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password, token } = request.body;
      const attempt = {
        scope: 'admin',
        identifier: email,
        ip: request.ip,
        perAddress: request.server.config.limits.signInFailuresPerAddress,
      };
      // Counted as a failure before anything is checked; given back below if it was the admin.
      const claimedAt = await claimSignInAttempt(db, attempt);
      const [admin] = await db.select().from(admins).where(eq(admins.email, email));
      decoyHash ??= hashPassword('decoy password that never matches');
      const passwordOk = await verifyPassword(password, admin?.passwordHash ?? (await decoyHash));
      if (!admin || !passwordOk || !(await checkTotp(admin, token))) {
        throw new AppError(401, 'invalidCredentials');
      }
      await recordSuccessfulSignIn(db, attempt, claimedAt);
      await startSession(request, reply, 'admin', admin.id);
      return adminJson(admin);
    },
  );

  app.get(
    '/admin/verify',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['auth'],
        summary: 'The signed-in admin (401 without an admin session)',
        response: { 200: adminSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const [admin] = await db
        .select()
        .from(admins)
        .where(eq(admins.id, callerOf(request).id));
      if (!admin) {
        throw unauthorized();
      }
      return adminJson(admin);
    },
  );
};
