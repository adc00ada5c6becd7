import { isAfterIndiaToday } from '@greenscape/shared/payment-rules';
import { no, yes, type Verdict } from '@greenscape/shared/workflow';

/**
 * Money is put on the record after it moved: the day it was paid is today or before, in India
 * (the schema checks it is a real date; this, that it is not tomorrow there yet).
 */
export function notInFuture(paidOn: string, now: Date = new Date()): Verdict {
  return isAfterIndiaToday(paidOn, now) ? no('paymentDateInFuture') : yes;
}
