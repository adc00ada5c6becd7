import { addDays } from './warranty-rules';
import { coverageOf, type LedgerMilestone } from './payment-rules';
import { pauseAfterDays } from './care-rules';

// A care plan's monthly fees in the project's ledger (docs/product.md#care-plans): each fee joins
// the milestones as one more line to pay, after them, so that what the customer pays covers the
// oldest dues first and the ledger, the receipts and the pause all count one way.

/**
 * A month's fee on the record. `dueFrom` is when its 15 days to the pause begin: the month's first
 * day, or the day its plan resumed when the month began during a pause.
 */
export type FeeOnRecord = {
  planId: string;
  month: number;
  startsOn: string;
  dueFrom: string;
  amountPaise: number;
};

/** Where the fees' lines start: after any milestone plan (at most 8 milestones). */
const firstFeeNum = 101;

/**
 * A fee's line in the ledger and on its receipt, in English as the documents are
 * (docs/product.md#documents): 'Care plan, month 2 (from 2026-12-01)'.
 */
export function careFeeTitle(fee: FeeOnRecord): string {
  return `Care plan, month ${fee.month + 1} (from ${fee.startsOn})`;
}

/** The ledger's lines: the milestones, then each fee in the order its month began. */
export function withCareFees(
  plan: readonly LedgerMilestone[],
  fees: readonly FeeOnRecord[],
  title: (fee: FeeOnRecord) => string,
): LedgerMilestone[] {
  const ordered = [...fees].sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  return [
    ...plan,
    ...ordered.map((fee, i) => ({
      num: firstFeeNum + i,
      title: title(fee),
      amountPaise: fee.amountPaise,
      payable: true,
      careFee: { month: fee.month + 1, from: fee.startsOn },
    })),
  ];
}

export type FeeStanding = FeeOnRecord & { status: 'paid' | 'due' | 'later' };

/** Each fee, covered by what is paid (after the milestones), due now, or after one due. */
export function feeStandings(
  plan: readonly LedgerMilestone[],
  fees: readonly FeeOnRecord[],
  paidPaise: number,
): FeeStanding[] {
  const lines = withCareFees(plan, fees, () => '');
  const ordered = [...fees].sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  const coverage = coverageOf(lines, paidPaise).filter((r) => r.milestone.num >= firstFeeNum);
  return ordered.map((fee, i) => {
    const row = coverage[i]!;
    const status = row.coverage === 'paid' ? 'paid' : row.coverage === 'later' ? 'later' : 'due';
    return { ...fee, status };
  });
}

/**
 * A fee still unpaid 15 days after its month began (or after the plan resumed, for a month that
 * began while it was paused) pauses the plan; paying it resumes it.
 */
export function shouldPause(fees: readonly FeeStanding[], today: string): boolean {
  return fees.some((f) => f.status !== 'paid' && addDays(f.dueFrom, pauseAfterDays) <= today);
}
