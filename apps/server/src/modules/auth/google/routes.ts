import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '@greenscape/shared/contract/auth';
import { fullPathOf } from '@greenscape/shared/contract/endpoint';
import { messages } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import { isLanguage } from '@greenscape/shared/language';
import { returnTarget } from '@greenscape/shared/return-target';
import { accountKinds } from '@greenscape/shared/schemas/auth';
import { route } from '../../../lib/contract-route';
import { AppError } from '../../../lib/errors';
import { needsProfile } from '../../accounts';
import { startSession } from '../../sessions';
import { beginGoogleSignIn, completeGoogleSignIn } from './google-sign-in';

const stateCookie = 'gs_oidc_state';
/** Where the state cookie is sent: the start and the callback, which share this folder. */
const cookiePath = fullPathOf(authApi.googleStart).replace(/\/[^/]*$/, '');

export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookie = {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.isProduction,
  };

  route(app, authApi.googleStart, {}, async (request, reply) => {
    const { url, state } = await beginGoogleSignIn(app, request.query.role).catch(
      (error: unknown) => {
        if (error instanceof AppError) {
          throw error;
        }
        request.log.error({ err: error }, 'OpenID provider unreachable');
        throw new AppError(503, 'googleFailed');
      },
    );
    // The cookie binds the flow to this browser and remembers where to send it back on failure,
    // and the page to open after success (encoded, so it holds no ':'). Only a target
    // the role may return to is kept: a raw one could push the cookie past the 4 KB browsers keep,
    // and the callback would then fail on a missing state.
    const next = encodeURIComponent(
      request.query.next ? returnTarget(request.query.role, request.query.next) : '',
    );
    const lang = request.query.lang ?? request.language;
    reply.setCookie(stateCookie, `${request.query.role}:${state}:${next}:${lang}`, {
      ...cookie,
      maxAge: 600,
    });
    return reply.redirect(url, 302);
  });

  route(app, authApi.googleCallback, {}, async (request, reply) => {
    const callbackUrl = new URL(request.url, app.config.publicUrl);
    const [cookieRole, cookieState, cookieNext, cookieLang] = (
      request.cookies[stateCookie] ?? ''
    ).split(':');
    reply.clearCookie(stateCookie, cookie);
    try {
      const { role, account } = await completeGoogleSignIn(
        app,
        callbackUrl,
        cookieState,
        // The page's language when the flow began (a new account's), else this request's.
        isLanguage(cookieLang) ? cookieLang : request.language,
      );
      await startSession(request, reply, role, account.id);
      // The page wanted, only within the role's own area (no open redirect).
      const target = needsProfile(role, account)
        ? pages.profileForm(role)
        : returnTarget(role, safeDecode(cookieNext));
      return reply.redirect(target, 302);
    } catch (error) {
      const message = error instanceof AppError ? error.message : messages.googleFailed;
      if (!(error instanceof AppError)) {
        request.log.warn({ err: error }, 'Google sign-in failed');
      }
      const role = accountKinds.find((k) => k === cookieRole) ?? 'user';
      return reply.redirect(pages.signInWithError(role, message), 302);
    }
  });
};

function safeDecode(text: string | undefined): string | undefined {
  try {
    return text ? decodeURIComponent(text) : undefined;
  } catch {
    return undefined;
  }
}
