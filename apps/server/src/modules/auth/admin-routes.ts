import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '@greenscape/shared/contract/auth';
import { route } from '../../lib/contract-route';
import { AppError, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { adminBy, adminJson, checkTotp } from './admin-accounts';
import { callerOf, requireRole } from '../access';
import { startSession } from '../sessions';
import { claimSignInAttempt, recordSuccessfulSignIn } from './signin-throttle';

let decoyHash: Promise<string> | undefined;

/** Admin sign-in: e-mail, password and a TOTP AuthToken; one answer for every failure. */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  route(app, authApi.adminSignIn, {}, async (request, reply) => {
    const { email, password, token } = request.body;
    const attempt = {
      scope: 'admin',
      identifier: email,
      ip: request.ip,
      perAddress: request.server.config.limits.signInFailuresPerAddress,
    };
    // Counted as a failure before anything is checked; given back below if it was the admin.
    const claimedAt = await claimSignInAttempt(db, attempt);
    const admin = await adminBy(db, 'email', email);
    decoyHash ??= hashPassword('decoy password that never matches');
    const passwordOk = await verifyPassword(password, admin?.passwordHash ?? (await decoyHash));
    if (!admin || !passwordOk) {
      throw new AppError(401, 'invalidCredentials');
    }
    // Only the right password learns that its code was right but already used.
    const code = await checkTotp(db, admin, token);
    if (code !== 'ok') {
      throw new AppError(401, code === 'used' ? 'totpCodeUsed' : 'invalidCredentials');
    }
    await recordSuccessfulSignIn(db, attempt, claimedAt);
    await startSession(request, reply, 'admin', admin.id);
    return adminJson(admin);
  });

  route(app, authApi.verifyAdmin, { onRequest: requireRole('admin') }, async (request) => {
    const admin = await adminBy(db, 'id', callerOf(request).id);
    if (!admin) {
      throw unauthorized();
    }
    return adminJson(admin);
  });
};
