import type { onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { callerOf, requireAccess } from '../access';

const projectId = z.uuid();

/**
 * A customer's change to `{projectId}` answers 404 for a project not theirs before the body is
 * validated, so nobody learns a form's rules on someone else's project. It runs after
 * requireRole('user'); reads need no such hook (they have no body, and the handler's own query
 * answers 404). A malformed id is left to validation (400). The step checks again in its
 * transaction.
 */
export const ownProjectFirst: onRequestAsyncHookHandler = async (request) => {
  if (request.method === 'GET' || request.method === 'HEAD') {
    return;
  }
  const id = (request.params as { projectId?: unknown }).projectId;
  if (typeof id !== 'string' || !projectId.safeParse(id).success) {
    return;
  }
  // A refusal is filed under the project it was about (modules/audit/audit-hook.ts).
  request.auditProjectId = id;
  await requireAccess(request.server.database.db, callerOf(request), {
    can: 'project.own',
    projectId: id,
  });
};
