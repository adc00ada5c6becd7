import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@greenscape/shared/messages';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import {
  messageResponseSchema,
  otpRequestSchema,
  otpVerifyResponseSchema,
  otpVerifySchema,
} from '@greenscape/shared/schemas/auth';
import { requestOtp, verifyOtp } from './otp-service';

export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/otp/request',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sends a 6-digit code by SMS (purpose: login, signup or reset)',
        body: otpRequestSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await requestOtp(app, { ...request.body, ip: request.ip });
      return { message: messages.otpSent };
    },
  );

  app.post(
    '/otp/verify',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Checks a code; answers a single-use verification token (the {uid} of later calls)',
        body: otpVerifySchema,
        response: {
          200: otpVerifyResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      verificationToken: await verifyOtp(app.database.db, app.config.sessionSecret, request.body),
    }),
  );
};
