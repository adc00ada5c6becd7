import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@greenscape/shared/messages';
import { authApi } from '@greenscape/shared/contract/auth';
import { route } from '../../lib/contract-route';
import { requestOtp, verifyOtp } from './otp-service';

export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, authApi.requestOtp, {}, async (request) => {
    await requestOtp(app, { ...request.body, ip: request.ip });
    return { message: messages.otpSent };
  });

  route(app, authApi.verifyOtp, {}, async (request) => ({
    verificationToken: await verifyOtp(app.database.db, app.config.sessionSecret, request.body),
  }));
};
