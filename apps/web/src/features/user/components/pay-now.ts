import { rupeesToPaise } from '@greenscape/shared/money';
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
 * What the customer's Payments page asks for now: the ledger's `due` and nothing else. The server
 * works it out (packages/shared/src/payment-rules.ts dueNow): a report waiting for the team
 * counts against it, so the page never asks twice for money already paid and told, and it is
 * null while the next milestone waits for the approval of its work, since money follows the work
 * (docs/product.md#payments), even with money outstanding.
 */
export function payNowOf(ledger: Ledger): PayNow {
  const outstandingPaise = rupeesToPaise(ledger.outstanding);
  const waitingPaise = rupeesToPaise(ledger.pending);
  const count = ledger.entries.filter((e) => e.status === 'reported').length;
  return {
    amount: ledger.due?.amount ?? 0,
    waiting: ledger.pending,
    report: canReportPayment(1, outstandingPaise, { count, sumPaise: waitingPaise }),
  };
}
