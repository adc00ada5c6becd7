import { z } from 'zod';
import { languages } from '../language';
import {
  accountKinds,
  accountSignInSchema,
  accountSignUpSchema,
  adminSchema,
  adminSignInSchema,
  logoutSchema,
  messageResponseSchema,
  partnerSchema,
  phoneBodySchema,
  sessionStateSchema,
  supplierSchema,
  updatePasswordSchema,
  userSchema,
  userSignInSchema,
  userSignUpSchema,
  type AccountKind,
} from '../schemas/auth';
import { checkEndpoints, defineEndpoint, defineKindEndpoint } from './endpoint';
import { refusals } from './refusals';

const tags = ['auth'] as const;

/**
 * `{uid}` in the paths below is the single-use verification token that POST /api/otp/verify
 * answers, not an account id (apps/server/src/modules/otp/otp-service.ts).
 */
export const verificationTokenParam = z.string().min(16).max(100);

/** Sessions, the customer's and the admin's sign-in, codes by SMS and Google. */
export const authApi = {
  session: defineEndpoint({
    method: 'GET',
    path: '/auth/session',
    responses: { 200: sessionStateSchema },
    summary: 'Which roles this browser is signed in as, and which sign-in options exist',
    tags,
    audit: false,
  }),

  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    body: logoutSchema.optional(),
    responses: { 200: messageResponseSchema },
    summary: "Ends this browser's session of one role, or of every role when none is named",
    tags,
    audit: false,
  }),

  signUp: defineEndpoint({
    method: 'POST',
    path: '/auth/signup',
    body: userSignUpSchema,
    responses: { 201: userSchema, ...refusals(400, 401, 409, 429) },
    summary: 'Customer sign-up; the new account is signed in',
    tags,
    audit: 'Signed up',
  }),

  signIn: defineEndpoint({
    method: 'POST',
    path: '/auth/signin',
    body: userSignInSchema,
    responses: { 200: userSchema, ...refusals(400, 401, 409, 429) },
    summary: 'Customer sign-in by e-mail and password',
    tags,
    audit: 'Signed in',
  }),

  // Phone first: the same phone sign-in as partners' and suppliers' (phoneSignIn below); a new
  // phone opens a customer account with no e-mail or password.
  userPhoneSignIn: defineEndpoint({
    method: 'POST',
    path: '/user/phone/:uid',
    params: z.object({ uid: verificationTokenParam }),
    body: phoneBodySchema,
    responses: { 200: userSchema, ...refusals(400, 401, 429) },
    summary:
      'Customer sign-in or sign-up by a phone verified by OTP (a new phone opens the account)',
    tags,
    audit: 'Signed in by phone',
  }),

  verifyUser: defineEndpoint({
    method: 'GET',
    path: '/user/verify',
    responses: { 200: userSchema, ...refusals(401) },
    summary: "The signed-in customer's account (401 without a customer session)",
    tags,
    audit: false,
  }),

  adminSignIn: defineEndpoint({
    method: 'POST',
    path: '/admin/signin',
    body: adminSignInSchema,
    responses: { 200: adminSchema, ...refusals(400, 401, 429) },
    summary: 'Admin sign-in with e-mail, password and TOTP AuthToken',
    tags,
    audit: 'Signed in',
  }),

  verifyAdmin: defineEndpoint({
    method: 'GET',
    path: '/admin/verify',
    responses: { 200: adminSchema, ...refusals(401) },
    summary: 'The signed-in admin (401 without an admin session)',
    tags,
    audit: false,
  }),

  googleStart: defineEndpoint({
    method: 'GET',
    path: '/auth/google/start',
    query: z.object({
      role: z.enum(accountKinds).default('user'),
      // The page to return to after signing in; followed only within the role's area.
      next: z.string().max(2000).optional(),
      // The language of the page the visitor came from, for an account made on return
      // (the return is a plain page load, whose Accept-Language is the browser's own).
      lang: z.enum(languages).optional(),
    }),
    responses: { 302: z.null(), ...refusals(404, 503) },
    summary: 'Redirects to Google (OpenID Connect, code flow with PKCE)',
    tags,
    audit: false,
  }),

  // The one read that is recorded: it signs someone in (apps/server/src/modules/audit/audit-hook.ts).
  googleCallback: defineEndpoint({
    method: 'GET',
    path: '/auth/google/callback',
    query: z.object({ state: z.string().optional() }).catchall(z.string()),
    responses: { 302: z.null() },
    summary: 'Where Google returns; signs in and redirects to the account or its profile form',
    tags,
    audit: 'Signed in with Google',
  }),
} as const;

const phoneAccounts = {
  'service-provider': { schema: partnerSchema, label: 'Service partner' },
  supplier: { schema: supplierSchema, label: 'Supplier' },
} as const;
export type PhoneAccountKind = keyof typeof phoneAccounts;

const phoneRefusals = refusals(400, 401, 404, 409, 429);

/** Partners and suppliers sign up and in with a phone proven by a code, or e-mail and password. */
function phoneAccountEndpoints<K extends PhoneAccountKind>(kind: K) {
  // Typed by the kind, not as the union of both kinds' schemas, so that each kind's calls answer
  // its own account (the web's sign-ins, apps/web/src/features/auth/api/).
  const schema: (typeof phoneAccounts)[K]['schema'] = phoneAccounts[kind].schema;
  const { label } = phoneAccounts[kind];
  return {
    signIn: defineKindEndpoint({
      method: 'POST',
      path: `/${kind}/signin`,
      body: accountSignInSchema,
      responses: { 200: schema, ...phoneRefusals },
      summary: `${label} sign-in by e-mail and password`,
      tags,
      audit: 'Signed in',
    }),
    signUp: defineKindEndpoint({
      method: 'POST',
      path: `/${kind}/signup/:uid`,
      params: z.object({ uid: verificationTokenParam }),
      body: accountSignUpSchema,
      responses: { 201: schema, ...phoneRefusals },
      summary: `${label} sign-up with a phone verified by OTP; the new account is signed in`,
      tags,
      audit: 'Signed up',
    }),
    phoneSignIn: defineKindEndpoint({
      method: 'POST',
      path: `/${kind}/phone/:uid`,
      params: z.object({ uid: verificationTokenParam }),
      body: phoneBodySchema,
      responses: { 200: schema, ...phoneRefusals },
      summary: `${label} sign-in by a phone verified by OTP (a first sign-in opens the account)`,
      tags,
      audit: 'Signed in by phone',
    }),
    verify: defineKindEndpoint({
      method: 'GET',
      path: `/${kind}/verify`,
      responses: { 200: schema, ...refusals(401) },
      summary: `The signed-in ${label.toLowerCase()}'s account (401 without such a session)`,
      tags,
      audit: false,
    }),
  } as const;
}

export const phoneAccountApi = {
  'service-provider': checkEndpoints(phoneAccountEndpoints('service-provider')),
  supplier: checkEndpoints(phoneAccountEndpoints('supplier')),
} as const;

const resetRefusals = refusals(400, 401, 404);

/** Forgot password: a reset code opens a 10-minute reset session in which the password is set. */
function resetEndpoints<K extends AccountKind>(kind: K) {
  return {
    open: defineKindEndpoint({
      method: 'POST',
      path: `/${kind}/reset/:uid`,
      params: z.object({ uid: verificationTokenParam }),
      body: phoneBodySchema,
      responses: { 200: messageResponseSchema, ...resetRefusals },
      summary: 'Opens a password-reset session with a phone verified by a reset OTP',
      tags,
      audit: 'Opened a password reset',
    }),
    state: defineKindEndpoint({
      method: 'GET',
      path: `/${kind}/reset`,
      responses: { 200: z.object({ phone: z.string() }), ...resetRefusals },
      summary: 'Whether this browser holds a live reset session for this kind of account',
      tags,
      audit: false,
    }),
    setPassword: defineKindEndpoint({
      method: 'PUT',
      path: `/${kind}/reset`,
      body: updatePasswordSchema,
      responses: { 200: messageResponseSchema, ...resetRefusals },
      summary: 'Sets the new password in a reset session; every session of the account ends',
      tags,
      audit: 'Changed the password',
    }),
  } as const;
}

export const resetApi = {
  user: checkEndpoints(resetEndpoints('user')),
  'service-provider': checkEndpoints(resetEndpoints('service-provider')),
  supplier: checkEndpoints(resetEndpoints('supplier')),
} as const satisfies Record<AccountKind, unknown>;
