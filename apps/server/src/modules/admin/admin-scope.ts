import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import { assertOwnId, requireRole } from '../auth/guards';

/** Every admin route: an admin session, and `{adminId}` in the path must be that admin (DECISIONS §2). */
export function guardAdminTree(app: FastifyInstance): void {
  app.addHook('onRequest', requireRole('admin'));
  app.addHook('preHandler', async (request) => {
    const { adminId } = (request.params ?? {}) as { adminId?: string };
    if (adminId !== undefined) {
      assertOwnId(request, adminId);
    }
  });
}

export const adminId = z.uuid();
export const adminRefusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
