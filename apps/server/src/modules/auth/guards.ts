import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '@greenscape/shared/schemas/auth';
import { forbidden, unauthorized } from '../../lib/errors';
import { readSession } from './session-cookies';

export type Caller = { role: Role; id: string };

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    caller?: Caller;
    /** The project a call created, for the audit trail when no path names it. */
    auditProjectId?: string;
  }
}

/**
 * The guard of a role's route tree: identity comes from that role's session cookie only. It runs
 * on request, before the body is read, so an anonymous caller learns nothing from validation.
 */
export function requireRole(role: Role): onRequestAsyncHookHandler {
  return async (request) => {
    const session = await readSession(request, role);
    if (!session) {
      throw unauthorized();
    }
    request.caller = { role, id: session.accountId };
  };
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) {
    throw unauthorized();
  }
  return request.caller;
}

/** A path id ({userId}, {adminId}, {providerId}, {id}) must be the signed-in account's own. */
export function assertOwnId(request: FastifyRequest, id: string): Caller {
  const caller = callerOf(request);
  if (caller.id !== id) {
    throw forbidden();
  }
  return caller;
}
