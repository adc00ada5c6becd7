import type { MessageKey } from '@greenscape/shared/messages';
import type { NewPayment } from '@greenscape/shared/schemas/payments';
import { ApiError } from '../../../lib/api-client';

export type PaymentField = keyof NewPayment;

// The server's refusals that are about one field of a payment (its code, apps/server's
// plugins/errors.ts): shown under that field rather than above the button, where the eye is.
const fieldOfRefusal: Partial<Record<MessageKey, PaymentField>> = {
  paymentAmountInvalid: 'amount',
  paymentAmountTooLarge: 'amount',
  paymentOverOutstanding: 'amount',
  paymentsWaitingOverOutstanding: 'amount',
  payoutOverBalance: 'amount',
  paymentMethodInvalid: 'method',
  paymentReferenceInvalid: 'reference',
  paymentReferenceTaken: 'reference',
  paymentDateInvalid: 'paidOn',
  paymentDateInFuture: 'paidOn',
  paymentDateBeforePick: 'paidOn',
};

/** The field a refusal is about, if it is about one. */
export function refusalField(error: Error | null | undefined): PaymentField | undefined {
  if (!(error instanceof ApiError) || !error.code) {
    return undefined;
  }
  return fieldOfRefusal[error.code as MessageKey];
}
