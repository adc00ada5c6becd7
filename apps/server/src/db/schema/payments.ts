import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PaymentMethod, PaymentStatus } from '@greenscape/shared/schemas/payments';
import { at, createdAt, id } from './columns';
import { serviceProviders } from './accounts';
import { projects } from './projects';

// Money on the record (docs/product.md#payments). Payments stay offline; these rows
// are what was paid, by whom and how, and the documents' numbers. Every change runs under the
// project row's lock like every other step (modules/kernel/step-context.ts).

const methodCheck = (table: string, column: unknown) =>
  check(`${table}_method_check`, sql`${column} in ('upi', 'bank-transfer', 'cash', 'cheque')`);

/**
 * The customer's payments: reported by the customer (waiting for the team) or recorded by an admin
 * (confirmed at once). Only confirmed ones count as paid; each confirmed one has its receipt
 * number, given in the confirming transaction by next_document_no() (migration 0017).
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    reference: text('reference'),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    reason: text('reason'),
    receiptNo: text('receipt_no'),
    /** 'user' (reported) or 'admin' (recorded), and who. */
    createdByRole: text('created_by_role').notNull(),
    createdById: uuid('created_by_id').notNull(),
    decidedById: uuid('decided_by_id'),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('payments_amount_check', sql`${t.amountPaise} > 0`),
    methodCheck('payments', t.method),
    check('payments_status_check', sql`${t.status} in ('reported', 'confirmed', 'rejected')`),
    check('payments_created_by_role_check', sql`${t.createdByRole} in ('user', 'admin')`),
    // A receipt exactly when confirmed: the number cannot go missing or sit on a rejected row.
    check(
      'payments_receipt_check',
      sql`(${t.status} = 'confirmed') = (${t.receiptNo} is not null)`,
    ),
    uniqueIndex('payments_receipt_no_key').on(t.receiptNo),
    index('payments_project_idx').on(t.projectId, t.createdAt),
    // The team's list of payments waiting for confirmation, oldest first.
    index('payments_reported_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'reported'`),
  ],
);

/** What the company paid the selected partner, recorded by an admin. */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    reference: text('reference'),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    recordedById: uuid('recorded_by_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('payouts_amount_check', sql`${t.amountPaise} > 0`),
    methodCheck('payouts', t.method),
    index('payouts_project_idx').on(t.projectId, t.createdAt),
  ],
);

/**
 * The last number given per series ('GS' receipts, 'IN' invoices) and Indian financial year
 * ('2026-27'). next_document_no() updates the row in the caller's transaction: two instances
 * confirming at once wait for each other's row lock, and a rolled-back step gives its number
 * back, so the numbers stay unique and gap-free (migration 0017).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * The final invoice, issued in the completing transaction and kept as issued: a later change of
 * the company's GST settings or the customer's profile does not rewrite a document already given.
 */
export const invoices = pgTable(
  'invoices',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    invoiceNo: text('invoice_no').notNull(),
    issuedAt: at('issued_at').notNull(),
    /** Everything printed on it (modules/documents/), frozen at issue. */
    details: jsonb('details').notNull(),
  },
  (t) => [uniqueIndex('invoices_invoice_no_key').on(t.invoiceNo)],
);

/**
 * What a receipt prints, written in the confirming transaction (modules/documents/receipt-data.ts)
 * and kept as issued, as `invoices.details` is: a later change of the customer's profile, of the
 * plan or of the company's settings does not rewrite a receipt already given. A payment confirmed
 * before this table existed gets its row on the receipt's first download.
 */
export const issuedReceipts = pgTable('issued_receipts', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  issuedAt: at('issued_at').notNull(),
  details: jsonb('details').notNull(),
});

/**
 * The picked quotation as a document, written in the pick's transaction
 * (modules/documents/quotation-data.ts) and kept as issued. A project picked before this table
 * existed gets its row on the document's first download.
 */
export const issuedQuotations = pgTable('issued_quotations', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  issuedAt: at('issued_at').notNull(),
  details: jsonb('details').notNull(),
});
