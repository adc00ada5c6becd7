import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@greenscape/shared/schemas/auth';
import {
  createSession,
  deleteSession,
  findSession,
  type Session,
  type SessionPurpose,
} from './session-store';

// One cookie per role and purpose, so one browser can hold a customer and an admin session at
// once without either passing the other's checks (docs/decisions/0004-identity.md). In
// production the __Host- prefix pins the cookie to this host over HTTPS.
export function sessionCookieName(
  role: Role,
  purpose: SessionPurpose,
  production: boolean,
): string {
  const base = `gs_${purpose === 'reset' ? 'reset_' : ''}${role.replace('-', '_')}`;
  return production ? `__Host-${base}` : base;
}

function cookieOptions(production: boolean, expires?: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: production,
    ...(expires ? { expires } : {}),
  };
}

/**
 * Signs in: the previous session of this role in this browser is ended (rotation). Answers the
 * new session's token (for cancelSession).
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  role: Role,
  accountId: string,
  purpose: SessionPurpose = 'signin',
): Promise<string> {
  const { db } = request.server.database;
  const production = request.server.config.isProduction;
  const name = sessionCookieName(role, purpose, production);
  const previous = request.cookies[name];
  if (previous) {
    await deleteSession(db, previous, request.server.sessionCache);
  }
  const { token, expiresAt } = await createSession(db, {
    role,
    accountId,
    purpose,
    userAgent: request.headers['user-agent'],
  });
  reply.setCookie(name, token, cookieOptions(production, expiresAt));
  // From here on this request acts as the account, for the audit trail among others.
  request.caller = { role, id: accountId };
  return token;
}

/** Takes back a session this request has just started (startSession's token). */
export async function cancelSession(
  request: FastifyRequest,
  reply: FastifyReply,
  role: Role,
  token: string,
  purpose: SessionPurpose = 'signin',
): Promise<void> {
  const production = request.server.config.isProduction;
  await deleteSession(request.server.database.db, token, request.server.sessionCache);
  reply.clearCookie(sessionCookieName(role, purpose, production), cookieOptions(production));
  delete request.caller;
}

export async function readSession(
  request: FastifyRequest,
  role: Role,
  purpose: SessionPurpose = 'signin',
): Promise<Session | null> {
  const token =
    request.cookies[sessionCookieName(role, purpose, request.server.config.isProduction)];
  if (!token) {
    return null;
  }
  const session = await findSession(
    request.server.database.db,
    token,
    role,
    purpose,
    request.server.sessionCache,
  );
  // The first account this request is known to act as speaks for it (plugins/language.ts).
  if (session && !request.accountLanguage) {
    request.accountLanguage = session.language;
  }
  return session;
}

export async function endSession(
  request: FastifyRequest,
  reply: FastifyReply,
  role: Role,
  purpose: SessionPurpose = 'signin',
): Promise<void> {
  const production = request.server.config.isProduction;
  const name = sessionCookieName(role, purpose, production);
  const token = request.cookies[name];
  if (token) {
    await deleteSession(request.server.database.db, token, request.server.sessionCache);
  }
  reply.clearCookie(name, cookieOptions(production));
}
