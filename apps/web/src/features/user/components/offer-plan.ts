import { milestoneAmountsPaise } from '@greenscape/shared/execution-rules';
import { paiseToRupees, rupeesToPaise } from '@greenscape/shared/money';
import { defaultMilestonePlan } from '@greenscape/shared/schemas/execution';

export type PlannedPayment = { num: number; title: string; percent: number; amount: number };

/**
 * The payments a quotation would be paid in, were it picked: the default plan the pick makes
 * (apps/server/src/modules/execution/default-plan.ts), split by the same rule, so the amounts
 * shown before the pick are the milestones' amounts after it, to the paisa.
 */
export function offerPlanOf(finalCosting: number): PlannedPayment[] {
  const amounts = milestoneAmountsPaise(
    rupeesToPaise(finalCosting),
    defaultMilestonePlan.map((m) => m.percent),
  );
  return defaultMilestonePlan.map((m, i) => ({
    num: i + 1,
    title: m.title,
    percent: m.percent,
    amount: paiseToRupees(amounts[i]!),
  }));
}
