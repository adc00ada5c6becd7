import { canPayOn } from '@greenscape/shared/payment-rules';
import type { Verdict } from '@greenscape/shared/workflow';

/**
 * Money is put on the record after it moved: the day it was paid is today or before, in India
 * (the schema checks it is a real date; this, that it is not tomorrow there yet). A payout is
 * held to that only; a customer's payment also to the day of the pick (payment-checks.ts).
 */
export function notInFuture(paidOn: string, now: Date = new Date()): Verdict {
  return canPayOn(paidOn, null, now);
}
