import type { FastifyInstance } from 'fastify';
import { requireRole } from './guards';

/**
 * Every admin route: an admin session, and `{adminId}` in the path must be that admin
 * (docs/security.md#authorization-owasp-api1-api3-api5), both before the body is validated.
 */
export function guardAdminTree(app: FastifyInstance): void {
  app.addHook('onRequest', requireRole('admin'));
}
