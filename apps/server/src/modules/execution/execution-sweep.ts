import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProjectStatus } from '@greenscape/shared/workflow';
import { milestones, siteVisits } from '../../db/schema/index';
import { runEvery } from '../../lib/periodic';
import { systemContext } from '../kernel';
import { tellProject } from './execution-notices';
import { approveStep } from './steps/approve-milestone';

// The job's periodic work (docs/product.md#after-the-pick): the reminder the day before a confirmed
// visit, the reminder 2 days before a milestone is approved automatically, and that approval.
// Every instance runs it; each reminder and each approval is claimed by one conditional UPDATE
// ... RETURNING, so with several instances exactly one of them sends it (a test runs two at once:
// test/faults/auto-approval.pg.test.ts).

const day = 24 * 3600_000;
/** The customer is reminded this long before the automatic approval. */
const reminderLead = 2 * day;

/**
 * A completed project's job is over (docs/product.md#milestones): the customer can no longer
 * review its milestones (canReviewMilestone), so the sweep neither approves them for the customer
 * nor reminds anyone of them or of its visit. The outer table is named in full, as in
 * execution-json.ts: Drizzle leaves it off, and a bare column would be the subquery's own.
 */
const completed: ProjectStatus = 'Completed';
const ofOpenProject = (outer: 'milestones' | 'site_visits') =>
  sql`exists (select 1 from projects p
    where p.id = ${sql.raw(`"${outer}"."project_id"`)} and p.status <> ${completed})`;

export type SweepResult = { visitReminders: number; approvalReminders: number; approved: number };

export async function sweepExecution(
  app: FastifyInstance,
  now: Date = new Date(),
): Promise<SweepResult> {
  const visitReminders = await remindVisits(app, now);
  const approvalReminders = await remindApprovals(app, now);
  const approved = await approveOverdue(app, now);
  return { visitReminders, approvalReminders, approved };
}

/** Everyone taking part hears of a confirmed visit once, in the 24 hours before it. */
async function remindVisits(app: FastifyInstance, now: Date): Promise<number> {
  const claimed = await app.database.db
    .update(siteVisits)
    .set({ remindedAt: now })
    .where(
      and(
        isNull(siteVisits.remindedAt),
        isNull(siteVisits.reportedAt),
        isNotNull(siteVisits.confirmedSlot),
        gt(siteVisits.confirmedSlot, now),
        lte(siteVisits.confirmedSlot, new Date(now.getTime() + day)),
        ofOpenProject('site_visits'),
      ),
    )
    .returning({ projectId: siteVisits.projectId });
  for (const { projectId } of claimed) {
    await tellProject(app, projectId, ['customer', 'partner', 'team'], {
      kind: 'Visit tomorrow',
      key: 'notifyVisitTomorrow',
    });
  }
  return claimed.length;
}

/**
 * The customer hears, once per submission, that a milestone will be approved in 2 days. A
 * reminder the sweep missed (every instance down through its window) still goes out, late: the
 * approval waits for it (approveOverdue).
 */
async function remindApprovals(app: FastifyInstance, now: Date): Promise<number> {
  const wait = app.config.milestoneAutoApproveDays * day;
  const claimed = await app.database.db
    .update(milestones)
    .set({ remindedAt: now })
    .where(
      and(
        eq(milestones.status, 'submitted'),
        isNull(milestones.remindedAt),
        lte(milestones.submittedAt, new Date(now.getTime() - Math.max(0, wait - reminderLead))),
        ofOpenProject('milestones'),
      ),
    )
    .returning({ projectId: milestones.projectId });
  for (const { projectId } of claimed) {
    await tellProject(app, projectId, ['customer'], {
      kind: 'Approval reminder',
      key: 'notifyAutoApproveSoon',
    });
  }
  return claimed.length;
}

/**
 * A milestone submitted `MILESTONE_AUTO_APPROVE_DAYS` ago, whose customer was reminded, and not
 * reviewed is approved, each in a
 * transaction of its own that takes the project's lock as every step does, so a customer's review
 * at the same moment goes first or finds it approved; the customer's own rule is checked under
 * that lock, so a project completed meanwhile is left alone. The UPDATE's condition lets only one
 * instance approve it, and only that one writes the audit row and sends the notices.
 */
async function approveOverdue(app: FastifyInstance, now: Date): Promise<number> {
  const { db } = app.database;
  const wait = app.config.milestoneAutoApproveDays * day;
  const cutoff = new Date(now.getTime() - wait);
  // Never without the customer's reminder, and never sooner after it than the reminder said
  // (2 days, or the whole wait when that is shorter).
  const remindedBy = new Date(now.getTime() - Math.min(reminderLead, wait));
  const isDue = and(
    eq(milestones.status, 'submitted'),
    lte(milestones.submittedAt, cutoff),
    lte(milestones.remindedAt, remindedBy),
    ofOpenProject('milestones'),
  );
  const due = await db
    .select({ projectId: milestones.projectId, num: milestones.num })
    .from(milestones)
    .where(isDue);
  let approved = 0;
  for (const candidate of due) {
    // The approve step itself, as the system: its lock, rule, write, audit line and notices. A
    // customer's review, a completion or another instance's approval meanwhile refuses it or
    // leaves it not due, and it is skipped.
    const project = await approveStep(systemContext(app), {
      projectId: candidate.projectId,
      num: candidate.num,
      now,
      stillDue: isDue,
    });
    approved += project ? 1 : 0;
  }
  return approved;
}

export function registerExecutionSweep(app: FastifyInstance): void {
  app.decorate('sweepExecution', (now?: Date) => sweepExecution(app, now));
  runEvery(app, app.config.executionSweepMs, 'the execution sweep', () => sweepExecution(app));
}

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Reminders and automatic approvals due at `now` (run every EXECUTION_SWEEP_SECONDS by itself). */
    sweepExecution(now?: Date): Promise<SweepResult>;
  }
}
