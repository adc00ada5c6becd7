import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditEvents } from '../../db/schema/index';
import { claimHits } from '../../lib/rate-limit';
import { authApi } from '@greenscape/shared/contract/auth';
import { endpointByRoute } from '@greenscape/shared/contract/all';
import { apiPrefix, routeKey } from '@greenscape/shared/contract/endpoint';
import { z } from 'zod';
import { auditActions, notAudited } from './actions';

// The one read that is recorded: it signs someone in.
const googleCallback = routeKey(authApi.googleCallback);
const keptDetails = ['num', 'stars', 'handled', 'service', 'budget'] as const;

const projectIdParam = z.object({ projectId: z.uuid() });

/**
 * The project a call is about: named by its step or access check once they ran; before that (a
 * refusal by the role's guard, or a step's check before its lock) the `:projectId` that the route's
 * contract entry declares in its path (packages/shared/src/contract), once it is a valid id.
 */
function projectOf(request: FastifyRequest, route: string): string | null {
  if (request.auditProjectId) {
    return request.auditProjectId;
  }
  if (!endpointByRoute.get(route)?.path.split('/').includes(':projectId')) {
    return null;
  }
  const parsed = projectIdParam.safeParse(request.params);
  return parsed.success ? parsed.data.projectId : null;
}

function detailsOf(request: FastifyRequest): Record<string, unknown> | null {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return null;
  }
  const kept = Object.fromEntries(
    keptDetails.filter((k) => k in body).map((k) => [k, (body as Record<string, unknown>)[k]]),
  );
  return Object.keys(kept).length ? kept : null;
}

// Refusals worth an admin's eye: a signed-in person trying what is not theirs (403, 404) or
// what the project's state does not allow (409). Bad input (400), floods (429) and anonymous
// attempts are not kept, and each account's refusals only up to a few an hour, so no account
// can bury a project's real history under its own tries.
const keptRefusals = new Set([403, 404, 409]);
export const refusalsKeptPerHour = 10;
const hourMs = 3600_000;

async function refusalIsKept(app: FastifyInstance, request: FastifyRequest, status: number) {
  if (!request.caller || !keptRefusals.has(status)) {
    return false;
  }
  // Claimed with its check in one step: the hooks of quick refusals run side by side.
  const key = `audit:refusals:${request.caller.role}:${request.caller.id}`;
  const claimed = await claimHits(app.database.db, [
    { key, windowMs: hourMs, limit: refusalsKeptPerHour },
  ]);
  return claimed !== null;
}

/**
 * Records every successful state-changing call, and every one a signed-in caller was refused,
 * with who made it (from the session, never the body), what it was, the project it touched and
 * the client address. It runs after the answer is sent, so the trail never slows or fails a
 * user's action; a failed write is logged.
 */
export function registerAuditTrail(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const changes = request.method !== 'GET' && request.method !== 'HEAD';
    const googleSignIn = route === googleCallback && request.caller;
    const refused = reply.statusCode >= 400;
    // A workflow step wrote its own row in its transaction (kernel/step-context.ts).
    const recordedByStep = request.auditRecorded === true && !refused;
    // A write sent again with its Idempotency-Key got its first answer: nothing ran again.
    const replayed = request.idempotentReplay === true;
    if ((!changes && !googleSignIn) || notAudited.has(route) || recordedByStep || replayed) {
      return;
    }
    if (!request.routeOptions.url?.startsWith(`${apiPrefix}/`)) {
      return;
    }
    try {
      if (refused && !(await refusalIsKept(app, request, reply.statusCode))) {
        return;
      }
      await app.database.db.insert(auditEvents).values({
        actorRole: request.caller?.role ?? 'anonymous',
        actorId: request.caller?.id ?? null,
        action: auditActions[route] ?? route,
        route,
        projectId: projectOf(request, route),
        statusCode: reply.statusCode,
        address: request.ip,
        details: detailsOf(request),
      });
    } catch (error) {
      request.log.error({ err: error, route }, 'could not record the audit event');
    }
  });
}
