import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments } from '../../src/db/schema/index';

// Test-only: a payment an admin recorded, confirmed at once with its receipt number, for the
// receipts' tests (issue 21). The payments ledger's steps (paymentsApi: report, record, confirm)
// are built on another branch; once merged, their steps replace this helper, as
// workflow-fixtures.ts reaches every other state. It writes what recording does: status
// 'confirmed', the number from next_document_no('GS', now()) of migration 0017, and
// created_by_role 'admin'.

export type RecordedPayment = {
  amountPaise: number;
  method?: 'upi' | 'bank-transfer' | 'cash' | 'cheque';
  reference?: string | null;
  paidOn?: string;
  /** What a reported payment would carry when the team confirms it later (decided_at). */
  decidedAt?: Date;
};

export async function recordConfirmedPayment(
  app: FastifyInstance,
  projectId: string,
  adminId: string,
  payment: RecordedPayment,
): Promise<{ id: string; receiptNo: string }> {
  const [row] = await app.database.db
    .insert(payments)
    .values({
      projectId,
      amountPaise: payment.amountPaise,
      method: payment.method ?? 'upi',
      reference: payment.reference === undefined ? 'UPI-TEST-REF' : payment.reference,
      paidOn: payment.paidOn ?? new Date().toISOString().slice(0, 10),
      status: 'confirmed',
      receiptNo: sql`next_document_no('GS', now())`,
      createdByRole: 'admin',
      createdById: adminId,
      ...(payment.decidedAt ? { decidedById: adminId, decidedAt: payment.decidedAt } : {}),
    })
    .returning({ id: payments.id, receiptNo: payments.receiptNo });
  return { id: row!.id, receiptNo: row!.receiptNo! };
}

/**
 * Test-only, and the one exception to confirmed rows: a payment the customer reported and the
 * team has not confirmed, to prove its receipt is refused (409 receiptNotYet). It stands in for
 * the customer's report step (paymentsApi.addPayment), which replaces it once merged.
 */
export async function reportedPaymentRow(
  app: FastifyInstance,
  projectId: string,
  customerId: string,
  amountPaise: number,
): Promise<string> {
  const [row] = await app.database.db
    .insert(payments)
    .values({
      projectId,
      amountPaise,
      method: 'upi',
      reference: 'UPI-REPORTED',
      paidOn: new Date().toISOString().slice(0, 10),
      status: 'reported',
      createdByRole: 'user',
      createdById: customerId,
    })
    .returning({ id: payments.id });
  return row!.id;
}
