import { z } from 'zod';
import { messages as m, type MessageKey } from '@greenscape/shared/messages';
import { indiaToday, isAfterIndiaToday } from '@greenscape/shared/payment-rules';
import { newPaymentSchema, type PaymentMethod } from '@greenscape/shared/schemas/payments';

// The payment form's fields as typed (text), checked by the API's own schema, plus the one rule
// the server runs in India time that a form can run too: no payment dated after today.

/** '₹ 1,50,000' as people type it is 150000; blank is no amount. */
const amountText = z.preprocess((value) => {
  if (typeof value !== 'string') {
    return value;
  }
  const digits = value.replace(/[₹,\s]/g, '');
  return digits === '' ? undefined : Number(digits);
}, newPaymentSchema.shape.amount);

export const reportPaymentSchema = newPaymentSchema.extend({
  amount: amountText,
  paidOn: newPaymentSchema.shape.paidOn.refine((day) => !isAfterIndiaToday(day), {
    message: m.paymentDateInFuture,
  }),
});

export type ReportPaymentValues = {
  amount: string;
  method: PaymentMethod;
  reference: string;
  paidOn: string;
};

export function reportPaymentDefaults(amount: number | undefined): ReportPaymentValues {
  return {
    amount: amount && amount > 0 ? String(amount) : '',
    method: 'upi',
    reference: '',
    paidOn: indiaToday(),
  };
}

/** The field a server's refusal is about, by its code; other refusals go above the form. */
export const refusalField: Partial<Record<MessageKey, keyof ReportPaymentValues>> = {
  paymentAmountInvalid: 'amount',
  paymentAmountTooLarge: 'amount',
  paymentOverOutstanding: 'amount',
  paymentMethodInvalid: 'method',
  paymentReferenceInvalid: 'reference',
  paymentDateInvalid: 'paidOn',
  paymentDateInFuture: 'paidOn',
};
