import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickLanguage, type Language } from '@greenscape/shared/language';
import { roles } from '@greenscape/shared/schemas/auth';
import { readSession, sessionCookieName } from '../modules/sessions/session-cookies';

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /**
     * The language of this request's texts: the signed-in account's, once a session
     * of this request was read (every guarded route reads it first), else Accept-Language's.
     */
    readonly language: Language;
    /** Set by readSession (sessions/session-cookies.ts) from the session it found. */
    accountLanguage?: Language;
  }
}

/**
 * request.language costs nothing until it is read: the account's language comes with its
 * session, which the route's guard reads anyway, and Accept-Language is only parsed when asked.
 */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('accountLanguage', undefined);
  app.decorateRequest('language', {
    getter(this: FastifyRequest): Language {
      return this.accountLanguage ?? pickLanguage(this.headers['accept-language']);
    },
  });
}

/**
 * request.language, for a request that may not have read its session yet but carries a session
 * cookie: an error before the guard (an unknown route, bad input to a route that reads its
 * session later), or a public route such as the OTP request, used by a signed-in customer too.
 * Only those pay for the read, and a cached session costs no query.
 */
export async function resolveLanguage(request: FastifyRequest): Promise<Language> {
  if (request.accountLanguage) {
    return request.accountLanguage;
  }
  const production = request.server.config.isProduction;
  for (const role of roles) {
    if (request.cookies?.[sessionCookieName(role, 'signin', production)]) {
      try {
        await readSession(request, role);
      } catch {
        // The database is away: the header still says something.
        break;
      }
      if (request.accountLanguage) {
        return request.accountLanguage;
      }
    }
  }
  return request.language;
}
