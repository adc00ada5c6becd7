import { paiseToRupees } from '@greenscape/shared/money';
import type { PaymentEntry, PayoutEntry } from '@greenscape/shared/schemas/payments';
import type { payments, payouts } from '../../db/schema/index';

// The answers of money on the record (packages/shared/src/schemas/payments.ts): rupees as JSON
// numbers (paise in the tables), days as `YYYY-MM-DD`, instants in ISO 8601.

export type PaymentRow = typeof payments.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

export function paymentJson(row: PaymentRow): PaymentEntry {
  return {
    _id: row.id,
    amount: paiseToRupees(row.amountPaise),
    method: row.method,
    reference: row.reference,
    paidOn: row.paidOn,
    status: row.status,
    reason: row.reason,
    receiptNo: row.receiptNo,
    // The table says which session put it on the record; the API says who that was.
    reportedBy: row.createdByRole === 'admin' ? 'admin' : 'customer',
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function payoutJson(row: PayoutRow): PayoutEntry {
  return {
    _id: row.id,
    amount: paiseToRupees(row.amountPaise),
    method: row.method,
    reference: row.reference,
    paidOn: row.paidOn,
    createdAt: row.createdAt.toISOString(),
  };
}
