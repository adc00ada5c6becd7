import type { FastifyInstance } from 'fastify';
import { indiaToday } from '@greenscape/shared/payment-rules';
import type { PaymentMethod } from '@greenscape/shared/schemas/payments';
import { addPayment } from '../../src/modules/payments/steps/add-payment';

// The documents' tests put payments on the record through the payments' own step
// (modules/payments/steps/add-payment.ts), as workflow-fixtures.ts reaches every other state:
// an admin's payment is confirmed at once with its receipt number, a customer's is reported.

export type RecordedPayment = {
  amountPaise: number;
  method?: PaymentMethod;
  reference?: string | null;
  paidOn?: string;
};

// A project holds each payment reference once (payment-rules.ts canUseReference).
let references = 0;

const ctx = (app: FastifyInstance, role: 'admin' | 'user', id: string) => ({
  app,
  caller: { role, id },
  address: '127.0.0.1',
});

/** A payment an admin records: confirmed at once, with its receipt number. */
export async function recordConfirmedPayment(
  app: FastifyInstance,
  projectId: string,
  adminId: string,
  payment: RecordedPayment,
): Promise<{ id: string; receiptNo: string }> {
  const entry = await addPayment(ctx(app, 'admin', adminId), {
    projectId,
    amount: payment.amountPaise / 100,
    method: payment.method ?? 'upi',
    reference: payment.reference === undefined ? `UPI-TEST-REF-${++references}` : payment.reference,
    paidOn: payment.paidOn ?? indiaToday(),
  });
  return { id: entry._id, receiptNo: entry.receiptNo! };
}

/** A payment the customer reports, waiting for the team: it has no receipt yet. */
export async function reportedPaymentRow(
  app: FastifyInstance,
  projectId: string,
  customerId: string,
  amountPaise: number,
): Promise<string> {
  const entry = await addPayment(ctx(app, 'user', customerId), {
    projectId,
    amount: amountPaise / 100,
    method: 'upi',
    reference: `UPI-REPORTED-${++references}`,
    paidOn: indiaToday(),
  });
  return entry._id;
}
