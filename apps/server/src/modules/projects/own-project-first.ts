import { and, eq } from 'drizzle-orm';
import type { onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { projects } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { callerOf } from '../auth/guards';

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
  if (id === undefined || !projectId.safeParse(id).success) {
    return;
  }
  const [own] = await request.server.database.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, id as string), eq(projects.clientId, callerOf(request).id)));
  if (!own) {
    throw notFound();
  }
};
