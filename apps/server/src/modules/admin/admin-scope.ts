import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import { requireRole } from '../auth/guards';

/**
 * Every admin route: an admin session, and `{adminId}` in the path must be that admin
 * (DECISIONS §2), both before the body is validated.
 */
export function guardAdminTree(app: FastifyInstance): void {
  app.addHook('onRequest', requireRole('admin'));
}

export const adminId = z.uuid();
export const adminRefusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
