import { eq, sql } from 'drizzle-orm';
import { gstSplit, stateByCodeOrName } from '@greenscape/shared/gst';
import { canGetInvoice } from '@greenscape/shared/payment-rules';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { invoices, projects } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { type ProjectRow, lockForStep, refuseUnless, workflowStateOf } from '../kernel';
import { companyOf } from './company-details';
import {
  customerAddressOf,
  customerNameOf,
  customerOf,
  pickedQuotationOf,
  pickedTotalPaise,
  serviceLabelOf,
} from './document-parts';
import type { InvoiceDetails, InvoiceRow } from './invoice-details';

type InvoiceProject = Pick<
  ProjectRow,
  'id' | 'ref' | 'service' | 'clientId' | 'selectedQuotation' | 'siteState'
>;

/**
 * Issues the project's final invoice (docs/product.md#documents-and-gst) in the
 * caller's transaction: the completion's (steps/complete-project.ts), or the first request of a
 * project completed before invoices existed. The number comes from next_document_no('IN', …) of
 * migration 0017, whose counter row is updated in this transaction, so a rolled-back completion
 * gives its number back and the series has no gaps. The picked quotation's final cost is what the
 * customer pays, tax included; with the company's GST settings it is split, else the invoice is a
 * bill of supply.
 */
export async function issueInvoice(
  tx: Database,
  project: InvoiceProject,
  now: Date,
  config: Pick<Config, 'payments'>,
): Promise<InvoiceRow> {
  const settings = config.payments.gst;
  const company = companyOf(config);
  const customer = await customerOf(tx, project.clientId);
  const customerState = customer.gstState ? (stateByCodeOrName(customer.gstState) ?? null) : null;
  // The place of supply of work on a site is where the site is (docs/product.md#the-site). A
  // project whose site has no state (made before sites, from a profile without one) takes the
  // customer's profile state, and without that the company's own (the work is then taken as
  // supplied where the company is registered).
  const siteState = project.siteState ? (stateByCodeOrName(project.siteState) ?? null) : null;
  const placeOfSupply = siteState ?? customerState ?? company.state;
  const totalPaise = pickedTotalPaise(await pickedQuotationOf(tx, project));
  const details: InvoiceDetails = {
    company,
    customer: {
      name: customerNameOf(customer),
      address: customerAddressOf(customer),
      gstin: customer.gstin,
      state: customerState,
    },
    project: { ref: project.ref, service: serviceLabelOf(project.service) },
    placeOfSupply,
    sac: settings?.sac ?? null,
    totalPaise,
    // CGST and SGST within the company's own state, IGST across states.
    gst:
      settings && placeOfSupply
        ? gstSplit(totalPaise, settings.ratePercent, placeOfSupply.code === settings.state.code)
        : null,
  };
  const [row] = await tx
    .insert(invoices)
    .values({
      projectId: project.id,
      invoiceNo: sql`next_document_no('IN', ${now.toISOString()}::timestamptz)`,
      issuedAt: now,
      details,
    })
    .returning();
  return row!;
}

/**
 * The project's invoice: issued at completion, or now for a project completed before this code,
 * under the project's lock (the lock every step takes, so a completion or a second request waits
 * and finds it issued). Before completion: 409 invoiceNotYet.
 */
export async function invoiceFor(
  db: Database,
  config: Pick<Config, 'payments'>,
  projectId: string,
): Promise<InvoiceRow> {
  const issued = await invoiceRowOf(db, projectId);
  if (issued) {
    return issued;
  }
  // Checked without the lock first, so that a read of a project still under way locks nothing.
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) {
    throw notFound();
  }
  refuseUnless(canGetInvoice(await workflowStateOf(db, project)));
  return db.transaction(async (tx) => {
    const locked = await lockForStep(tx, {}, { id: projectId }, canGetInvoice);
    // Dated the day it is issued, not the day of completion: numbers and dates then run together
    // within a financial year, as GST invoices must.
    return (await invoiceRowOf(tx, projectId)) ?? issueInvoice(tx, locked.row, new Date(), config);
  });
}

async function invoiceRowOf(db: Database, projectId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.projectId, projectId));
  return row;
}
