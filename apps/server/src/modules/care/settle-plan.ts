import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shouldPause } from '@greenscape/shared/care-fees';
import { indiaDay } from '@greenscape/shared/gst';
import type { Database } from '../../db/client';
import { yes } from '@greenscape/shared/workflow';
import { carePlans } from '../../db/schema/index';
import { tellProject } from '../execution';
import { lockForStep } from '../kernel';
import { addFeesOnResume } from './care-fees';
import { feesOfProject } from './plan-json';

// A plan's pause and resumption as its fees stand (docs/decisions/0012-care-fees-in-the-ledger.md):
// a fee unpaid 15 days pauses it, and its later visits wait; paying resumes it, the visits whose
// day passed meanwhile come back on the days after, and the months begun meanwhile join the ledger.

/**
 * The visits of a resumed plan whose day passed while it was paused, moved to the days after
 * `today`, one a day in their order, to be reminded of again.
 */
async function bringBackWaitingVisits(tx: Database, planId: string, today: string) {
  await tx.execute(sql`with waiting as (
      select id, row_number() over (order by "on", id) as n from care_visits
      where plan_id = ${planId} and status = 'scheduled' and "on" < ${today}::date)
    update care_visits v set "on" = ${today}::date + waiting.n::int, reminded_at = null,
      updated_at = now()
    from waiting where v.id = waiting.id`);
}

/** Pauses or resumes one running plan as its fees stand now; tells everyone of a change. */
export async function settlePlan(
  app: FastifyInstance,
  plan: { id: string; projectId: string },
  today: string,
): Promise<'paused' | 'resumed' | null> {
  const settled = await app.database.db.transaction(async (tx) => {
    // The project's lock, which every payment step takes first (kernel/step-context.ts): a
    // payment confirmed meanwhile is either counted here or waits, and then resumes the plan.
    const { fees } = await lockForStep(
      tx,
      {},
      { id: plan.projectId },
      {
        load: async (lockTx) => ({ fees: await feesOfProject(lockTx, plan.projectId) }),
        rule: () => yes,
      },
    );
    const pause = shouldPause(
      fees.filter((f) => f.planId === plan.id),
      today,
    );
    const [from, to] = pause ? (['active', 'paused'] as const) : (['paused', 'active'] as const);
    const [changed] = await tx
      .update(carePlans)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(carePlans.id, plan.id), eq(carePlans.status, from)))
      .returning();
    if (!changed) {
      return null;
    }
    if (!pause) {
      await bringBackWaitingVisits(tx, plan.id, today);
      await addFeesOnResume(tx, changed, today);
    }
    return pause ? ('paused' as const) : ('resumed' as const);
  });
  if (settled) {
    await tellProject(app, plan.projectId, ['customer', 'team', 'partner'], {
      kind: 'Care plan',
      key: settled === 'paused' ? 'notifyCarePlanPaused' : 'notifyCarePlanResumed',
    });
  }
  return settled;
}

/** The paused plans of one project, after a payment was confirmed there: paying resumes. */
export async function settleProjectPlans(
  app: FastifyInstance,
  projectId: string,
  now = new Date(),
) {
  const plans = await app.database.db
    .select({ id: carePlans.id, projectId: carePlans.projectId })
    .from(carePlans)
    .where(and(eq(carePlans.projectId, projectId), eq(carePlans.status, 'paused')));
  for (const plan of plans) {
    await settlePlan(app, plan, indiaDay(now));
  }
}
