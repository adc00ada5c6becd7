import { and, asc, eq } from 'drizzle-orm';
import { indiaDay } from '@greenscape/shared/gst';
import { canGetReceipt, ledgerFigures } from '@greenscape/shared/payment-rules';
import type { PaymentStatus } from '@greenscape/shared/schemas/payments';
import type { Database } from '../../db/client';
import { milestones, payments, projects } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { refuseUnless } from '../projects/steps/step-context';
import {
  customerAddressOf,
  customerNameOf,
  customerOf,
  pickedQuotationOf,
  pickedTotalPaise,
  serviceLabelOf,
} from './document-parts';
import type { Company } from './pdf/company';
import type { PaymentMethod, ReceiptData } from './pdf/render-receipt';

/**
 * The receipt of a confirmed payment of the project (issue 21, docs/product.md#documents-and-gst):
 * a payment of another project is 404 like a missing one, one not yet confirmed 409 receiptNotYet.
 * Dated the day it was confirmed in India: decided_at for a reported payment the team confirmed,
 * created_at for one an admin recorded (confirmed as it was written).
 */
export async function receiptOf(
  db: Database,
  company: Company,
  projectId: string,
  paymentId: string,
): Promise<ReceiptData> {
  const [row] = await db
    .select({ payment: payments, project: projects })
    .from(payments)
    .innerJoin(projects, eq(projects.id, payments.projectId))
    .where(and(eq(payments.id, paymentId), eq(payments.projectId, projectId)));
  if (!row) {
    throw notFound();
  }
  const { payment, project } = row;
  refuseUnless(canGetReceipt(payment.status as PaymentStatus));
  const customer = await customerOf(db, project.clientId);
  const towards = await towardsOf(db, project, payment.id);
  return {
    company,
    // The check payments_receipt_check (db/schema/payments.ts) gives every confirmed row one.
    receiptNo: payment.receiptNo!,
    issuedOn: indiaDay(payment.decidedAt ?? payment.createdAt),
    payer: {
      name: customerNameOf(customer),
      phone: customer.phone,
      address: customerAddressOf(customer),
    },
    project: { ref: project.ref, service: serviceLabelOf(project.service) },
    amountPaise: payment.amountPaise,
    method: payment.method as PaymentMethod,
    reference: payment.reference,
    paidOn: payment.paidOn,
    ...towards,
  };
}

/**
 * Which milestone the payment went towards and what was left after it, as the ledger counts
 * (packages/shared/src/payment-rules.ts ledgerFigures): the confirmed payments before it, in the
 * order they were confirmed, cover the milestones in order; this one goes to the first left.
 */
async function towardsOf(
  db: Database,
  project: { id: string; selectedQuotation: number | null },
  paymentId: string,
): Promise<Pick<ReceiptData, 'milestone' | 'balanceAfterPaise'>> {
  const confirmed = await db
    .select({
      id: payments.id,
      amountPaise: payments.amountPaise,
      decidedAt: payments.decidedAt,
      createdAt: payments.createdAt,
      receiptNo: payments.receiptNo,
    })
    .from(payments)
    .where(and(eq(payments.projectId, project.id), eq(payments.status, 'confirmed')));
  const confirmedAt = (p: (typeof confirmed)[number]) => (p.decidedAt ?? p.createdAt).getTime();
  // Receipt numbers run in confirmation order within a financial year, which breaks a tie.
  confirmed.sort(
    (a, b) =>
      confirmedAt(a) - confirmedAt(b) || (a.receiptNo ?? '').localeCompare(b.receiptNo ?? ''),
  );
  const index = confirmed.findIndex((p) => p.id === paymentId);
  const paidBefore = confirmed.slice(0, index).reduce((sum, p) => sum + p.amountPaise, 0);
  const paidWith = paidBefore + (confirmed[index]?.amountPaise ?? 0);
  const plan = await db
    .select({ num: milestones.num, title: milestones.title, amountPaise: milestones.amountPaise })
    .from(milestones)
    .where(eq(milestones.projectId, project.id))
    .orderBy(asc(milestones.num));
  const total = pickedTotalPaise(await pickedQuotationOf(db, project));
  const due = ledgerFigures(total, plan, paidBefore).due;
  return {
    milestone: due ? `${due.num}. ${due.title}` : null,
    balanceAfterPaise: Math.max(total - paidWith, 0),
  };
}
