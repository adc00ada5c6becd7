import { paiseToRupees, rupeesToPaise } from '@greenscape/shared/money';
import {
  coverageOf,
  firstUncovered,
  isPayable,
  type Coverage,
} from '@greenscape/shared/payment-rules';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import type { Ledger } from '@greenscape/shared/schemas/payments';

export type { Coverage };

/** A milestone of the schedule, `coveredPaise` of it paid (confirmed payments only). */
export type ScheduleRow = { milestone: Milestone; coveredPaise: number; coverage: Coverage };

/**
 * How far what is paid reaches into each milestone, by the rule the server's ledger `due` follows
 * (packages/shared/src/payment-rules.ts coverageOf): money follows the work, so the first
 * milestone not covered is due only when it may be asked for (the advance, or approved work);
 * otherwise it and those after it come later. In paise, so rupees with decimals add up exactly.
 */
export function scheduleOf(
  milestones: readonly Milestone[],
  paid: number,
  jobOver = false,
): ScheduleRow[] {
  const plan = milestones.map((milestone) => ({
    milestone,
    num: milestone.num,
    amountPaise: rupeesToPaise(milestone.amount),
    payable: isPayable(milestone, jobOver),
  }));
  return coverageOf(plan, rupeesToPaise(paid)).map((row) => ({
    milestone: row.milestone.milestone,
    coveredPaise: row.coveredPaise,
    coverage: row.coverage,
  }));
}

/** The next payment, due once its milestone's work is approved: what is left of it, in rupees. */
export type NextPayment = { num: number; title: string; amount: number };

/**
 * When nothing is due now but money is still outstanding beyond what waits for the team, the
 * milestone the next payment is for: the first one what is paid and what waits do not cover
 * (payment-rules.ts firstUncovered, the ledger's own walk), which waits for the approval of its work. Null otherwise,
 * or while the plan is not read yet.
 */
export function nextOnApprovalOf(
  ledger: Ledger,
  milestones: readonly Milestone[] | undefined,
): NextPayment | null {
  const paidPaise = rupeesToPaise(ledger.paid);
  const waitingPaise = rupeesToPaise(ledger.pending);
  if (ledger.due || !milestones || rupeesToPaise(ledger.outstanding) <= waitingPaise) {
    return null;
  }
  const next = firstUncovered(
    milestones.map((m) => ({ num: m.num, title: m.title, amountPaise: rupeesToPaise(m.amount) })),
    paidPaise + waitingPaise,
  );
  return next && { num: next.num, title: next.title, amount: paiseToRupees(next.amountPaise) };
}
