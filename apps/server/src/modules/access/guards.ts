import type {
  FastifyRequest,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { roles, type Role } from '@greenscape/shared/schemas/auth';
import { forbidden, unauthorized } from '../../lib/errors';
import { type Session, readSession } from '../sessions';

export type Caller = { role: Role; id: string };

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    caller?: Caller;
    /** The project a call touched, named by its step or access check, for the audit trail. */
    auditProjectId?: string;
    /** The step wrote its own audit row in its transaction (kernel/step-context.ts). */
    auditRecorded?: boolean;
    /** The reset session a password change runs in (reset-routes.ts). */
    resetSession?: Session;
  }
}

/**
 * Path params that always name an account of that role (`{userId}`, `{adminId}`...:
 * docs/product.md#api).
 */
const accountParams: Record<Role, readonly string[]> = {
  user: ['userId'],
  'service-provider': ['providerId'],
  supplier: ['supplierId'],
  admin: ['adminId'],
};

/**
 * The guard of a role's route tree: identity comes from that role's session cookie only, and an
 * account id in the path must be the caller's own. It runs on request, before the body is read
 * or validated, so a caller learns nothing from validation about a form or an id not theirs.
 * `ownId` names one more param that is the account's id (`/user/:id`).
 */
export function requireRole(role: Role, ownId?: string): onRequestAsyncHookHandler {
  const owned = ownId ? [...accountParams[role], ownId] : accountParams[role];
  return async (request) => {
    const session = await readSession(request, role);
    if (!session) {
      throw unauthorized();
    }
    request.caller = { role, id: session.accountId };
    const params = (request.params ?? {}) as Record<string, unknown>;
    if (owned.some((name) => params[name] !== undefined && params[name] !== session.accountId)) {
      throw forbidden();
    }
  };
}

/**
 * A session of some role, for the few routes whose body names the role (notifications): the
 * caller without any session is refused before the body is read.
 */
export const requireSomeSession: onRequestAsyncHookHandler = async (request) => {
  for (const role of roles) {
    if (await readSession(request, role)) {
      return;
    }
  }
  throw unauthorized();
};

/**
 * For the few routes of every role (preferences): the session of the role the query names, or
 * without one the first role signed in, in the order of `roles`. An unknown role in the query is
 * bad input, answered by validation once a session was found: like requireRole, this runs before
 * anything the caller sent is validated.
 */
export const requireChosenSession: onRequestAsyncHookHandler = async (request) => {
  const asked = (request.query as { role?: unknown } | undefined)?.role;
  const named = roles.find((role) => role === asked);
  for (const role of named ? [named] : roles) {
    const session = await readSession(request, role);
    if (session) {
      request.caller = { role, id: session.accountId };
      return;
    }
  }
  throw unauthorized();
};

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

/**
 * For a route whose body names which of several steps it is (`{ on }` or `{ log }`), each made by
 * one role: a caller of another role is refused (403) before the body is validated, so a
 * malformed change is never weighed for a caller who may not make it. A body that names none
 * (`roleOf` gives undefined) is left to validation (400).
 */
export function requireRoleOfBody(
  roleOf: (body: object) => Role | undefined,
): preValidationAsyncHookHandler {
  return async (request) => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return;
    }
    const role = roleOf(body);
    if (role !== undefined && role !== callerOf(request).role) {
      throw forbidden();
    }
  };
}
