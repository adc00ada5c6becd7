import { paiseToRupees, rupeesToPaise } from '@greenscape/shared/money';

export type Coverage = 'full' | 'part' | 'none';

/**
 * How much of each milestone's amount what is paid covers, filled in milestone order as the
 * server's `due` is (ledgerFigures in packages/shared/src/payment-rules.ts): the earliest
 * milestones first, the one after them part-paid. Counted in paise so rupees with paise add up.
 */
export function scheduleCoverage<M extends { num: number; amount: number }>(
  milestones: readonly M[],
  paidRupees: number,
): { milestone: M; covered: number; coverage: Coverage }[] {
  let left = rupeesToPaise(paidRupees);
  return [...milestones]
    .sort((a, b) => a.num - b.num)
    .map((milestone) => {
      const amount = rupeesToPaise(milestone.amount);
      const covered = Math.min(Math.max(left, 0), amount);
      left -= covered;
      const coverage: Coverage = covered >= amount ? 'full' : covered > 0 ? 'part' : 'none';
      return { milestone, covered: paiseToRupees(covered), coverage };
    });
}
