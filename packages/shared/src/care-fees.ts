import { addDays } from './warranty-rules';
import { coverageOf, type LedgerMilestone } from './payment-rules';
import { pauseAfterDays } from './care-rules';

// A care plan's monthly fees in the project's ledger (docs/product.md#care-plans): each fee joins
// the milestones as one more line to pay, after them, so that what the customer pays covers the
// oldest dues first and the ledger, the receipts and the pause all count one way.

export type FeeOnRecord = { planId: string; month: number; startsOn: string; amountPaise: number };

/** Where the fees' lines start: after any milestone plan (at most 8 milestones). */
const firstFeeNum = 101;

/**
 * A fee's line in the ledger and on its receipt, in English as the documents are
 * (docs/product.md#documents): 'Care plan, month 2 (from 2026-12-01)'.
 */
export function careFeeTitle(fee: FeeOnRecord): string {
  return `Care plan, month ${fee.month + 1} (from ${fee.startsOn})`;
}

/**
 * A fee's month (1 for the first) and first day, read back from its line's title, so that a page
 * says it in its own language.
 */
export function feeLineOf(title: string): { month: number; from: string } | undefined {
  const match = /^Care plan, month (\d+) \(from (\d{4}-\d{2}-\d{2})\)$/.exec(title);
  return match ? { month: Number(match[1]), from: match[2]! } : undefined;
}

/** A ledger line that is a fee, not a milestone (a receipt names it without a number). */
export function isFeeLine(num: number): boolean {
  return num >= firstFeeNum;
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

/** A fee still unpaid 15 days after its month began pauses the plan; paying it resumes it. */
export function shouldPause(fees: readonly FeeStanding[], today: string): boolean {
  return fees.some((f) => f.status !== 'paid' && addDays(f.startsOn, pauseAfterDays) <= today);
}
