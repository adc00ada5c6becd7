import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityItemSchema } from '@greenscape/shared/schemas/admin';
import type { Database } from '../../db/client';
import { admins, auditEvents, serviceProviders, suppliers, users } from '../../db/schema/index';
import { adminId, adminRefusals, guardAdminTree } from '../admin/admin-scope';

const tables = {
  user: users,
  'service-provider': serviceProviders,
  supplier: suppliers,
  admin: admins,
} as const;

/** Display names of the actors of some events, one query per role that appears. */
async function actorNames(
  db: Database,
  events: { actorRole: string; actorId: string | null }[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const [role, table] of Object.entries(tables)) {
    const ids = [
      ...new Set(events.filter((e) => e.actorRole === role && e.actorId).map((e) => e.actorId!)),
    ];
    if (ids.length === 0) {
      continue;
    }
    const rows = await db
      .select({ id: table.id, name: table.name, email: table.email })
      .from(table)
      .where(inArray(table.id, ids));
    for (const row of rows) {
      // Admins share the default name 'Admin'; their e-mail tells them apart.
      const name = role === 'admin' ? row.email : (row.name ?? row.email);
      names.set(`${role}:${row.id}`, name ?? row.id);
    }
  }
  return names;
}

/** The audit trail of one project, for the admins' project page. */
export const adminActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  guardAdminTree(app);

  app.get(
    '/admin/activity/:projectId/:adminId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Who did what to a project, when and from which address, newest first',
        params: z.object({ projectId: z.uuid(), adminId }),
        response: { 200: z.array(activityItemSchema), ...adminRefusals },
      },
    },
    async (request) => {
      const events = await db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.projectId, request.params.projectId))
        .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
        .limit(200);
      const names = await actorNames(db, events);
      return events.map((e) => ({
        _id: e.id,
        createdAt: e.createdAt.toISOString(),
        actorRole: e.actorRole,
        actorName: names.get(`${e.actorRole}:${e.actorId}`) ?? null,
        action: e.action,
        refused: e.statusCode >= 400,
        address: e.address,
      }));
    },
  );
};
