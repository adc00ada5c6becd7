import { paiseToRupees, rupeesToPaise } from '@greenscape/shared/money';
import type { Milestone } from '@greenscape/shared/schemas/execution';

/** How far what is paid reaches into one milestone's amount. */
export type Coverage = 'paid' | 'part-paid' | 'due' | 'later';

export type ScheduleRow = { milestone: Milestone; covered: number; coverage: Coverage };

/**
 * What is paid covers the milestones in their order, as the ledger's `due` is worked out
 * (packages/shared/src/payment-rules.ts ledgerFigures): the first one not fully covered is the
 * one to pay now, part-paid if some of it is; those after it come later. In paise, so rupees with
 * decimals add up exactly.
 */
export function scheduleOf(milestones: readonly Milestone[], paid: number): ScheduleRow[] {
  let left = rupeesToPaise(paid);
  let dueFound = false;
  return [...milestones]
    .sort((a, b) => a.num - b.num)
    .map((milestone) => {
      const amount = rupeesToPaise(milestone.amount);
      const covered = Math.min(left, amount);
      left -= covered;
      let coverage: Coverage = 'paid';
      if (covered < amount) {
        coverage = dueFound ? 'later' : covered > 0 ? 'part-paid' : 'due';
        dueFound = true;
      }
      return { milestone, covered: paiseToRupees(covered), coverage };
    });
}
