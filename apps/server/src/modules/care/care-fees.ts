import { monthStartOf } from '@greenscape/shared/care-rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { careFees, carePlans } from '../../db/schema/index';
import type { PlanRow } from './plan-json';

// A care plan's monthly fees join the ledger as its months begin, while the plan is active
// (docs/decisions/0012-care-fees-in-the-ledger.md). The unique index care_fees_month_idx makes a
// month's fee one row however many instances add it; each call says how many it added.

type FeeRow = typeof careFees.$inferInsert;

/** The plan's months begun by `today`, each as its fee, its 15 days running from `dueFrom`. */
function feesBegun(plan: PlanRow, today: string, dueFrom: (startsOn: string) => string): FeeRow[] {
  const due: FeeRow[] = [];
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
      dueFrom: dueFrom(startsOn),
      amountPaise: plan.monthlyFeePaise,
    });
  }
  return due;
}

async function insertFees(tx: Database, due: FeeRow[]): Promise<number> {
  if (due.length === 0) {
    return 0;
  }
  const added = await tx
    .insert(careFees)
    .values(due)
    .onConflictDoNothing({ target: [careFees.planId, careFees.month] })
    .returning({ id: careFees.id });
  return added.length;
}

/**
 * The sweep's: the fee of each month of an active plan that has begun by `today`, due from the
 * month's first day. Only while the plan is active, under its row's lock: a cancel or a pause
 * (which update that row) that committed since the sweep read the plan adds no fee, and one in
 * flight waits. A paused plan adds none: its months join when it resumes (`addFeesOnResume`).
 */
export async function addDueFees(db: Database, plan: PlanRow, today: string): Promise<number> {
  const due = feesBegun(plan, today, (startsOn) => startsOn);
  if (due.length === 0) {
    return 0;
  }
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: carePlans.status })
      .from(carePlans)
      .where(eq(carePlans.id, plan.id))
      .for('update');
    return current?.status === 'active' ? insertFees(tx, due) : 0;
  });
}

/**
 * A plan just resumed, in the transaction that resumed it: each month that began while it was
 * paused joins the ledger now, its 15 days running from today, so that paying one month's fee
 * never pauses the plan again at once for the next.
 */
export async function addFeesOnResume(tx: Database, plan: PlanRow, today: string) {
  return insertFees(
    tx,
    feesBegun(plan, today, () => today),
  );
}
