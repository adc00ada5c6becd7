import { isRunning, monthStartOf } from '@greenscape/shared/care-rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { careFees, carePlans } from '../../db/schema/index';
import type { PlanRow } from './plan-json';

/**
 * Adds the fee of each month of a running plan that has begun by `today` and is not yet on the
 * ledger (docs/product.md#care-plans). The unique index care_fees_month_idx makes a month's fee
 * one row however many instances add it; the count this call added comes back.
 */
export async function addDueFees(db: Database, plan: PlanRow, today: string): Promise<number> {
  const due: (typeof careFees.$inferInsert)[] = [];
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
  // Only while the plan still runs, under its row's lock: a cancel (which updates that row) that
  // committed since the sweep read the plan adds no further fee, and one in flight waits.
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: carePlans.status })
      .from(carePlans)
      .where(eq(carePlans.id, plan.id))
      .for('update');
    if (!current || !isRunning(current.status)) {
      return 0;
    }
    const added = await tx
      .insert(careFees)
      .values(due)
      .onConflictDoNothing({ target: [careFees.planId, careFees.month] })
      .returning({ id: careFees.id });
    return added.length;
  });
}
