import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '@greenscape/shared/contract/auth';
import { route } from '../../lib/contract-route';
import { textIn } from '../../lib/texts';
import { resolveLanguage } from '../../plugins/language';
import { requestOtp, verifyOtp } from './otp-service';

export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, authApi.requestOtp, {}, async (request) => {
    const language = await resolveLanguage(request);
    await requestOtp(app, { ...request.body, ip: request.ip, language });
    return { message: textIn(language, 'otpSent') };
  });

  route(app, authApi.verifyOtp, {}, async (request) => ({
    verificationToken: await verifyOtp(app.database.db, app.config.sessionSecret, request.body),
  }));
};
