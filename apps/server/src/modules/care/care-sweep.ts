import { runningStatuses } from '@greenscape/shared/care-rules';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { indiaDay } from '@greenscape/shared/gst';
import { addDays } from '@greenscape/shared/warranty-rules';
import { carePlans, careVisits } from '../../db/schema/index';
import { runEvery } from '../../lib/periodic';
import { tellProject } from '../execution';
import { addDueFees } from './care-fees';
import { settlePlan } from './settle-plan';

// The care plans' periodic work (docs/product.md#care-plans), by the India day: each month's fee,
// the pause of a plan whose fee is 15 days late and its resumption once paid (settle-plan.ts),
// the reminder the day before a visit, the mark of a visit not logged by the end of its day, and
// the plan's end.
// Each is claimed by one conditional statement (an insert that conflicts, an UPDATE ... RETURNING
// of rows still in their old state), so with several instances exactly one does it and tells.

type Counts = {
  fees: number;
  paused: number;
  resumed: number;
  reminders: number;
  missed: number;
  ended: number;
};

export async function sweepCare(app: FastifyInstance, now: Date = new Date()): Promise<Counts> {
  const { db } = app.database;
  const today = indiaDay(now);
  const counts: Counts = { fees: 0, paused: 0, resumed: 0, reminders: 0, missed: 0, ended: 0 };

  const reminded = await db
    .update(careVisits)
    .set({ remindedAt: now })
    .where(
      and(
        eq(careVisits.status, 'scheduled'),
        eq(careVisits.on, addDays(today, 1)),
        isNull(careVisits.remindedAt),
        sql`${careVisits.planId} in (select id from care_plans where status = 'active')`,
      ),
    )
    .returning({ projectId: careVisits.projectId });
  for (const { projectId } of reminded) {
    await tellProject(app, projectId, ['customer', 'partner'], {
      kind: 'Care visit',
      key: 'notifyCareVisitTomorrow',
    });
  }
  counts.reminders = reminded.length;

  // A visit of an active plan not logged by the end of its day is missed, and the team told.
  const missed = await db
    .update(careVisits)
    .set({ status: 'missed', updatedAt: now })
    .where(
      and(
        eq(careVisits.status, 'scheduled'),
        lt(careVisits.on, today),
        sql`${careVisits.planId} in (select id from care_plans where status = 'active')`,
      ),
    )
    .returning({ projectId: careVisits.projectId });
  for (const { projectId } of missed) {
    await tellProject(app, projectId, ['team'], {
      kind: 'Care visit',
      key: 'notifyCareVisitMissed',
    });
  }
  counts.missed = missed.length;
  // Then the month's fees and the pauses: a visit whose day passed while the plan ran is missed
  // before a late fee pauses the plan.
  const running = await db
    .select()
    .from(carePlans)
    .where(inArray(carePlans.status, [...runningStatuses]));
  for (const plan of running) {
    counts.fees += await addDueFees(db, plan, today);
    const settled = await settlePlan(app, plan, today);
    if (settled) {
      counts[settled] += 1;
    }
  }

  // A visit whose day passed on a plan cancelled or ended never can be done (the partner logs
  // visits of active plans only): cancelled quietly, so none stays scheduled. A paused plan's
  // wait for its resumption (settle-plan.ts).
  await db
    .update(careVisits)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(careVisits.status, 'scheduled'),
        lt(careVisits.on, today),
        sql`${careVisits.planId} in (select id from care_plans
          where status in ('cancelled', 'ended'))`,
      ),
    );

  // A plan ends after its last day, but not before the visits a resumption moved past that day
  // (settle-plan.ts): they were paid for, so the partner may still log them.
  const ended = await db
    .update(carePlans)
    .set({ status: 'ended', updatedAt: now })
    .where(
      and(
        inArray(carePlans.status, [...runningStatuses]),
        lt(carePlans.endsOn, today),
        sql`not exists (select 1 from care_visits v where v.plan_id = ${carePlans.id}
          and v.status = 'scheduled' and v."on" >= ${today}::date)`,
      ),
    )
    .returning({ id: carePlans.id });
  counts.ended = ended.length;
  return counts;
}

export function registerCareSweep(app: FastifyInstance): void {
  app.decorate('sweepCare', (now?: Date) => sweepCare(app, now));
  runEvery(app, app.config.executionSweepMs, 'the care sweep', () => sweepCare(app));
}

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The care plans' fees, pauses, reminders, missed visits and ends due at `now`. */
    sweepCare(now?: Date): Promise<Counts>;
  }
}
