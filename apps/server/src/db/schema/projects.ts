import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProjectStatus } from '@greenscape/shared/workflow';
import { at, createdAt, id, updatedAt } from './columns';
import { serviceProviders, users } from './accounts';

// A customer's project and where it stands in the workflow (docs/product.md#data and #workflow).
export const projects = pgTable(
  'projects',
  {
    id: id(),
    // The reference people read out on the phone, GS-YYMM-NNNN: numbered per month
    // by next_project_ref() of migration 0012 in the inserting transaction (projectRefCounters).
    ref: text('ref')
      .notNull()
      .default(sql`next_project_ref(now())`),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    area: text('area'),
    // Where the garden is (docs/product.md#the-site): the visit, the partner's route and the
    // invoice's place of supply. Each part may be missing on a project made before sites
    // existed, from a profile without it; the state is kept as its name, like the profile's.
    siteAddress: text('site_address'),
    siteCity: text('site_city'),
    sitePincode: text('site_pincode'),
    siteState: text('site_state'),
    budget: text('budget').notNull(),
    desc: text('description').notNull(),
    // Upload ids, in the order the customer or admin sent them.
    photos: uuid('photos')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    designs: uuid('designs')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    designSelected: integer('design_selected'),
    quotationSent: boolean('quotation_sent').notNull().default(false),
    quotationWindowClosesAt: at('quotation_window_closes_at'),
    visibleToClient: boolean('visible_to_client').notNull().default(false),
    selectedQuotation: integer('selected_quotation'),
    selectedPartnerId: uuid('selected_partner_id').references(() => serviceProviders.id),
    status: text('status').$type<ProjectStatus>().notNull().default('New'),
    /** When the customer picked a quotation: the selected partner joins the conversation then. */
    pickedAt: at('picked_at'),
    completedAt: at('completed_at'),
    // The last day of the warranty, fixed at completion from WARRANTY_DAYS (docs/product.md#warranty).
    warrantyEndsOn: date('warranty_ends_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('projects_status_check', sql`${t.status} in ('New', 'In Progress', 'Completed')`),
    check('projects_design_selected_check', sql`${t.designSelected} between 1 and 9`),
    check('projects_selected_quotation_check', sql`${t.selectedQuotation} between 1 and 3`),
    index('projects_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('projects_client_created_idx').on(
      t.clientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('projects_ref_key').on(t.ref),
    index('projects_selected_partner_idx').on(t.selectedPartnerId),
    // Who may see an image depends on the project that holds it.
    index('projects_photos_idx').using('gin', t.photos),
    index('projects_designs_idx').using('gin', t.designs),
  ],
);

// The last reference number given in each month ('2611' for November 2026, India time): the row
// is updated in the transaction that inserts the project, so two instances never share a number.
export const projectRefCounters = pgTable('project_ref_counters', {
  month: text('month').primaryKey(),
  last: integer('last').notNull(),
});
