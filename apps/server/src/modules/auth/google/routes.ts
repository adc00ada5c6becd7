import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@greenscape/shared/messages';
import { accountKinds, type AccountKind } from '@greenscape/shared/schemas/auth';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import { AppError } from '../../../lib/errors';
import { needsProfile } from '../../accounts/account-store';
import { startSession } from '../session-cookies';
import { beginGoogleSignIn, completeGoogleSignIn } from './google-sign-in';

const stateCookie = 'gs_oidc_state';
const signInPage: Record<AccountKind, string> = {
  user: '/login',
  'service-provider': '/login/service-provider',
  supplier: '/login/supplier',
};
const home: Record<AccountKind, { done: string; profile: string }> = {
  user: { done: '/user', profile: '/user/details' },
  'service-provider': { done: '/service-provider', profile: '/service-provider/update' },
  supplier: { done: '/supplier', profile: '/supplier/update' },
};

export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookie = {
    path: '/api/auth/google',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.isProduction,
  };

  app.get(
    '/auth/google/start',
    {
      schema: {
        tags: ['auth'],
        summary: 'Redirects to Google (OpenID Connect, code flow with PKCE)',
        querystring: z.object({ role: z.enum(accountKinds).default('user') }),
        response: { 302: z.null(), 404: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { url, state } = await beginGoogleSignIn(app, request.query.role).catch(
        (error: unknown) => {
          if (error instanceof AppError) {
            throw error;
          }
          request.log.error({ err: error }, 'OpenID provider unreachable');
          throw new AppError(503, 'googleFailed');
        },
      );
      // The cookie binds the flow to this browser and remembers where to send it back on failure.
      reply.setCookie(stateCookie, `${request.query.role}:${state}`, { ...cookie, maxAge: 600 });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where Google returns; signs in and redirects to the account or its profile form',
        querystring: z.object({ state: z.string().optional() }).catchall(z.string()),
        response: { 302: z.null() },
      },
    },
    async (request, reply) => {
      const callbackUrl = new URL(request.url, app.config.publicUrl);
      const [cookieRole, cookieState] = (request.cookies[stateCookie] ?? '').split(':');
      reply.clearCookie(stateCookie, cookie);
      try {
        const { role, account } = await completeGoogleSignIn(app, callbackUrl, cookieState);
        await startSession(request, reply, role, account.id);
        const target = needsProfile(role, account) ? home[role].profile : home[role].done;
        return reply.redirect(target, 302);
      } catch (error) {
        const message = error instanceof AppError ? error.message : messages.googleFailed;
        if (!(error instanceof AppError)) {
          request.log.warn({ err: error }, 'Google sign-in failed');
        }
        const role = accountKinds.find((k) => k === cookieRole) ?? 'user';
        return reply.redirect(`${signInPage[role]}?error=${encodeURIComponent(message)}`, 302);
      }
    },
  );
};
