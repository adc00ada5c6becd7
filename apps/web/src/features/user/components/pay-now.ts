import { paiseToRupees, rupeesToPaise } from '@greenscape/shared/money';
import { canReportPayment } from '@greenscape/shared/payment-rules';
import type { Ledger } from '@greenscape/shared/schemas/payments';
import type { Verdict } from '@greenscape/shared/workflow';

export type PayNow = {
  /** Rupees to pay now: the ledger's `due`, which already leaves out what waits for the team. */
  amount: number;
  /** Rupees the customer reported and the team has yet to confirm. */
  waiting: number;
  /** Whether another report could wait for the team (the server's rule, for its smallest one). */
  report: Verdict;
};

/**
 * What the customer's Payments page asks for now. A report waiting for the team counts against
 * it (docs/product.md#payments), so the page never asks twice for money already paid and told.
 */
export function payNowOf(ledger: Ledger): PayNow {
  const outstandingPaise = rupeesToPaise(ledger.outstanding);
  const waitingPaise = rupeesToPaise(ledger.pending);
  const left = paiseToRupees(Math.max(outstandingPaise - waitingPaise, 0));
  const count = ledger.entries.filter((e) => e.status === 'reported').length;
  return {
    amount: left > 0 ? (ledger.due?.amount ?? left) : 0,
    waiting: ledger.pending,
    report: canReportPayment(1, outstandingPaise, { count, sumPaise: waitingPaise }),
  };
}
