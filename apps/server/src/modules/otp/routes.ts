import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { otpApi } from '@greenscape/shared/contract/otp';
import { route } from '../../lib/contract-route';
import { textIn } from '../../lib/texts';
import { resolveLanguage } from '../../plugins/language';
import { requestOtp, verifyOtp } from './otp-service';

export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, otpApi.requestOtp, {}, async (request) => {
    const language = await resolveLanguage(request);
    await requestOtp(app, { ...request.body, ip: request.ip, language });
    return { message: textIn(language, 'otpSent') };
  });

  route(app, otpApi.verifyOtp, {}, async (request) => ({
    verificationToken: await verifyOtp(app.database.db, app.config.sessionSecret, request.body),
  }));
};
