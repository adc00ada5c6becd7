import { z } from 'zod';
import { messages as m } from '@greenscape/shared/messages';
import { indiaToday, isAfterIndiaToday } from '@greenscape/shared/payment-rules';
import { newPaymentSchema, type PaymentMethod } from '@greenscape/shared/schemas/payments';

// The payment form's fields as typed (text), checked by the API's own schema, plus the one rule
// the server runs in India time that a form can run too: no payment dated after today. The same
// for a payment the customer reports, one the team records and a payout to the partner.

/** '₹ 1,50,000' as people type it is 150000; blank is no amount. */
const amountText = z.preprocess((value) => {
  if (typeof value !== 'string') {
    return value;
  }
  const digits = value.replace(/[₹,\s]/g, '');
  if (digits === '') {
    return undefined;
  }
  // Plain decimal rupees only: Number() would also read '0x10' as 16 and '1e3' as 1000.
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : NaN;
}, newPaymentSchema.shape.amount);

export const paymentSchema = newPaymentSchema.extend({
  amount: amountText,
  // No method chosen yet is '' (no radio checked): the schema's own refusal.
  method: z.preprocess((v) => (v === '' ? undefined : v), newPaymentSchema.shape.method),
  paidOn: newPaymentSchema.shape.paidOn.refine((day) => !isAfterIndiaToday(day), {
    message: m.paymentDateInFuture,
  }),
});

export type PaymentValues = {
  amount: string;
  method: PaymentMethod | '';
  reference: string;
  paidOn: string;
};

/** Where the form starts: the amount to pay now, and a method only where one is likely. */
export type PaymentDefaults = { amount: number | null; method?: PaymentMethod };

/** Rupees as a person types them: whole, or with both paise digits (₹650.50, not 650.5). */
function typedAmount(rupees: number | null): string {
  if (!rupees || rupees <= 0) {
    return '';
  }
  return Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2);
}

export function paymentValues({ amount, method }: PaymentDefaults): PaymentValues {
  return { amount: typedAmount(amount), method: method ?? '', reference: '', paidOn: indiaToday() };
}
