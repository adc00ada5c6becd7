import { and, eq } from 'drizzle-orm';
import { indiaDay } from '@greenscape/shared/gst';
import { canGetReceipt, firstUncovered } from '@greenscape/shared/payment-rules';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { issuedReceipts, payments, projects } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import {
  customerMoneyColumns,
  customerMoneyFrom,
  ledgerLinesFrom,
  milestonePlanColumn,
  type ProjectRow,
  refuseUnless,
} from '../kernel';
import { companyOf } from './company-details';
import { receiptDataOf } from './document-details';
import { customerOf, payerOf, serviceLabelOf } from './document-parts';
import type { Company } from './pdf/company';
import type { ReceiptData } from './pdf/render-receipt';

type PaymentRow = typeof payments.$inferSelect;
type ReceiptProject = Pick<ProjectRow, 'id' | 'ref' | 'service' | 'clientId' | 'selectedQuotation'>;

/**
 * Fixes what the receipt of a payment just confirmed says, in the confirming transaction
 * (payments/steps/decide-payment.ts; add-payment.ts's for a payment an admin records, confirmed
 * as it is written): the payer, the milestone and the company as they are now, so that a later
 * change of a profile, of the plan or of the settings never rewrites a receipt already given
 * (docs/product.md#documents-and-gst).
 */
export async function issueReceipt(
  tx: Database,
  config: Pick<Config, 'payments'>,
  project: ReceiptProject,
  payment: PaymentRow,
): Promise<ReceiptData> {
  const data = await liveReceipt(tx, companyOf(config), project, payment);
  await tx
    .insert(issuedReceipts)
    .values({ paymentId: payment.id, issuedAt: new Date(), details: data })
    .onConflictDoNothing();
  return data;
}

/**
 * The receipt of a confirmed payment of the project, as it was issued: a payment of another
 * project is 404 like a missing one, one not yet confirmed 409 receiptNotYet. A payment
 * confirmed before receipts were fixed at issue has its receipt fixed now, from the data as it
 * is, once: whichever request writes it first, every later one reads the same.
 */
export async function receiptOf(
  db: Database,
  config: Pick<Config, 'payments'>,
  projectId: string,
  paymentId: string,
): Promise<ReceiptData> {
  const [row] = await db
    .select({ payment: payments, project: projects, details: issuedReceipts.details })
    .from(payments)
    .innerJoin(projects, eq(projects.id, payments.projectId))
    .leftJoin(issuedReceipts, eq(issuedReceipts.paymentId, payments.id))
    .where(and(eq(payments.id, paymentId), eq(payments.projectId, projectId)));
  if (!row) {
    throw notFound();
  }
  refuseUnless(canGetReceipt(row.payment.status));
  if (row.details !== null) {
    return receiptDataOf(row.details);
  }
  const data = await liveReceipt(db, companyOf(config), row.project, row.payment);
  const [written] = await db
    .insert(issuedReceipts)
    .values({ paymentId, issuedAt: new Date(), details: data })
    .onConflictDoNothing()
    .returning({ paymentId: issuedReceipts.paymentId });
  if (written) {
    return data;
  }
  const [kept] = await db
    .select({ details: issuedReceipts.details })
    .from(issuedReceipts)
    .where(eq(issuedReceipts.paymentId, paymentId));
  return receiptDataOf(kept!.details);
}

/**
 * What the receipt of a confirmed payment says, from the data as it is now. Dated the day it was
 * confirmed in India: decided_at for a reported payment the team confirmed, created_at for one
 * an admin recorded (confirmed as it was written).
 */
async function liveReceipt(
  db: Database,
  company: Company,
  project: ReceiptProject,
  payment: PaymentRow,
): Promise<ReceiptData> {
  const customer = await customerOf(db, project.clientId);
  const towards = await towardsOf(db, project, payment.id);
  return {
    company,
    // The check payments_receipt_check (db/schema/payments.ts) gives every confirmed row one.
    receiptNo: payment.receiptNo!,
    issuedOn: indiaDay(payment.decidedAt ?? payment.createdAt),
    payer: payerOf(customer),
    project: { ref: project.ref, service: serviceLabelOf(project.service) },
    amountPaise: payment.amountPaise,
    method: payment.method,
    reference: payment.reference,
    paidOn: payment.paidOn,
    ...towards,
  };
}

/**
 * Which milestone the payment went towards and what was left after it, as the ledger counts
 * (packages/shared/src/payment-rules.ts firstUncovered): the confirmed payments before it, in the
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
  // The ledger's lines and what is owed, as the ledger counts them (kernel/ledger-lines.ts).
  const [head] = await db
    .select({ status: projects.status, ...customerMoneyColumns, plan: milestonePlanColumn })
    .from(projects)
    .where(eq(projects.id, project.id));
  const money = customerMoneyFrom(head!);
  const plan = ledgerLinesFrom(head!.plan, head!.status, money);
  const due = firstUncovered(plan, paidBefore);
  return {
    milestone: due ? (due.careFee ? due.title : `${due.num}. ${due.title}`) : null,
    balanceAfterPaise: Math.max(money.owedPaise - paidWith, 0),
  };
}
