import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

// Who changed what, when and from where (every workflow transition and admin action).
// No foreign keys: the trail outlives what it describes and never blocks a write.
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    actorRole: text('actor_role').notNull(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    route: text('route').notNull(),
    projectId: uuid('project_id'),
    statusCode: integer('status_code').notNull(),
    address: text('address').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_project_idx').on(t.projectId, t.createdAt.desc().nullsFirst()),
    index('audit_events_actor_idx').on(t.actorRole, t.actorId, t.createdAt.desc().nullsFirst()),
  ],
);
