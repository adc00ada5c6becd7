import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ClaimStatus } from '@greenscape/shared/schemas/warranty';
import { at, createdAt, id, updatedAt } from './columns';
import { projects } from './projects';

// The warranty after completion (docs/product.md#warranty): each problem the customer reports,
// from the report to the fix and the customer's word on it. The project row stays the lock
// every step takes (apps/server/src/modules/kernel/step-context.ts).
export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    photos: uuid('photos').array().notNull(),
    status: text('status').$type<ClaimStatus>().notNull().default('open'),
    visitOn: date('visit_on', { mode: 'string' }),
    fixNote: text('fix_note'),
    fixPhotos: uuid('fix_photos')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    fixedAt: at('fixed_at'),
    /** Why the team closed it as not covered. */
    reason: text('reason'),
    /** The team was reminded of it, open 48 hours without a visit (once per opening). */
    remindedAt: at('reminded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'warranty_claims_status_check',
      sql`${t.status} in ('open', 'scheduled', 'fixed', 'closed')`,
    ),
    index('warranty_claims_project_idx').on(t.projectId, t.createdAt),
    // The sweep looks for open claims not yet reminded of, by when they became open (made or
    // reopened: nothing else changes an open claim).
    index('warranty_claims_waiting_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'open' and ${t.remindedAt} is null`),
  ],
);
