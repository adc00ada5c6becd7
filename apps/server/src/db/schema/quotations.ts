import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { admins, serviceProviders } from './accounts';
import { projects } from './projects';

// The admin's quotation template for a project: rows with a per-unit price range
// (docs/product.md#data).
export const quotationTemplates = pgTable('quotation_templates', {
  id: id(),
  projectId: uuid('project_id')
    .notNull()
    .unique()
    .references(() => projects.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => admins.id),
  createdAt: createdAt(),
});

export const quotationTemplateLines = pgTable(
  'quotation_template_lines',
  {
    id: id(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => quotationTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    serviceDesc: text('service_desc').notNull(),
    quantity: integer('quantity').notNull(),
    lowerRangePaise: bigint('lower_range_paise', { mode: 'number' }).notNull(),
    upperRangePaise: bigint('upper_range_paise', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('quotation_template_lines_position_key').on(t.templateId, t.position),
    check('quotation_template_lines_quantity_check', sql`${t.quantity} > 0`),
    check(
      'quotation_template_lines_range_check',
      sql`${t.lowerRangePaise} >= 0 and ${t.lowerRangePaise} <= ${t.upperRangePaise}`,
    ),
  ],
);

// A partner's priced quotation. `num` is 1 to 3 in submission order (docs/product.md#quotations);
// the unique
// (project, num) pair and the check make a fourth allocation impossible even under concurrency.
export const partnerQuotations = pgTable(
  'partner_quotations',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    finalized: boolean('finalized').notNull().default(false),
    totalAmountPaise: bigint('total_amount_paise', { mode: 'number' }).notNull(),
    totalSupplierCostingPaise: bigint('total_supplier_costing_paise', { mode: 'number' }),
    finalCostingPaise: bigint('final_costing_paise', { mode: 'number' }),
    finalizedAt: at('finalized_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('partner_quotations_project_partner_key').on(t.projectId, t.partnerId),
    unique('partner_quotations_project_num_key').on(t.projectId, t.num),
    check('partner_quotations_num_check', sql`${t.num} between 1 and 3`),
    index('partner_quotations_partner_idx').on(t.partnerId, t.createdAt.desc().nullsFirst()),
  ],
);

export const partnerQuotationLines = pgTable(
  'partner_quotation_lines',
  {
    id: id(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => partnerQuotations.id, { onDelete: 'cascade' }),
    templateLineId: uuid('template_line_id').references(() => quotationTemplateLines.id),
    position: integer('position').notNull(),
    serviceDesc: text('service_desc').notNull(),
    quantity: integer('quantity').notNull(),
    lowerRangePaise: bigint('lower_range_paise', { mode: 'number' }).notNull(),
    upperRangePaise: bigint('upper_range_paise', { mode: 'number' }).notNull(),
    spCostingPaise: bigint('sp_costing_paise', { mode: 'number' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    supplierCostingPaise: bigint('supplier_costing_paise', { mode: 'number' }),
    supplierDetails: text('supplier_details'),
  },
  (t) => [
    unique('partner_quotation_lines_position_key').on(t.quotationId, t.position),
    check(
      'partner_quotation_lines_in_range_check',
      sql`${t.spCostingPaise} between ${t.lowerRangePaise} and ${t.upperRangePaise}`,
    ),
  ],
);

// The personal invitation a partner receives when a quotation is shared
// (docs/product.md#quotations).
export const quotationInvitations = pgTable(
  'quotation_invitations',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    // SHA-256 of the token in the link; the token itself is never stored.
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('quotation_invitations_project_partner_key').on(t.projectId, t.partnerId),
    index('quotation_invitations_partner_idx').on(t.partnerId, t.createdAt.desc().nullsFirst()),
  ],
);
