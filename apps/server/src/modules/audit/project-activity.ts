import { desc, eq, inArray } from 'drizzle-orm';
import type { ActivityItem } from '@greenscape/shared/schemas/admin';
import type { Database } from '../../db/client';
import { roleTables } from '../../db/role-tables';
import { auditEvents } from '../../db/schema/index';

/** Display names of the actors of some events, one query per role that appears. */
async function actorNames(
  db: Database,
  events: { actorRole: string; actorId: string | null }[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const [role, table] of Object.entries(roleTables)) {
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

/** The audit trail of one project, newest first (at most 200), with the actors' names. */
export async function projectActivity(db: Database, projectId: string): Promise<ActivityItem[]> {
  const events = await db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.projectId, projectId))
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
}
