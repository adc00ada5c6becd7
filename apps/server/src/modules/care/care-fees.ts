import { monthStartOf } from '@greenscape/shared/care-rules';
import type { Database } from '../../db/client';
import { careFees } from '../../db/schema/index';
import type { PlanRow } from './plan-json';

/**
 * Adds the fee of each month of a running plan that has begun by `today` and is not yet on the
 * ledger (docs/product.md#care-plans). The unique index care_fees_month_idx makes a month's fee
 * one row however many instances add it; the count this call added comes back.
 */
export async function addDueFees(db: Database, plan: PlanRow, today: string): Promise<number> {
  const due = [];
  for (let month = 0; month < plan.months; month++) {
    const startsOn = monthStartOf(plan.startOn, month);
    if (startsOn > today) {
      break;
    }
    due.push({
      planId: plan.id,
      projectId: plan.projectId,
      month,
      startsOn,
      amountPaise: plan.monthlyFeePaise,
    });
  }
  if (due.length === 0) {
    return 0;
  }
  const added = await db
    .insert(careFees)
    .values(due)
    .onConflictDoNothing({ target: [careFees.planId, careFees.month] })
    .returning({ id: careFees.id });
  return added.length;
}
