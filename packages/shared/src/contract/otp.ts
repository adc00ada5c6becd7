import {
  messageResponseSchema,
  otpRequestSchema,
  otpVerifyResponseSchema,
  otpVerifySchema,
} from '../schemas/auth';
import { defineEndpoint } from './endpoint';
import { refusals } from './refusals';

// Codes by SMS (apps/server/src/modules/otp/): the verification token they answer is the
// `{uid}` of the sign-up, phone and reset calls in ./auth.ts.

const tags = ['auth'] as const;

export const otpApi = {
  requestOtp: defineEndpoint({
    method: 'POST',
    path: '/otp/request',
    body: otpRequestSchema,
    responses: { 200: messageResponseSchema, ...refusals(400, 429) },
    summary: 'Sends a 6-digit code by SMS (purpose: login, signup or reset)',
    tags,
    audit: false,
  }),
  verifyOtp: defineEndpoint({
    method: 'POST',
    path: '/otp/verify',
    body: otpVerifySchema,
    responses: { 200: otpVerifyResponseSchema, ...refusals(400, 429) },
    summary: 'Checks a code; answers a single-use verification token (the {uid} of later calls)',
    tags,
    audit: false,
  }),
} as const;
