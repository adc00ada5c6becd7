import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MilestoneStatus, SiteVisitStatus } from '@greenscape/shared/schemas/execution';
import type { Database } from '../../db/client';
import { milestones, payments, siteVisits } from '../../db/schema/index';

/** What the workflow state (packages/shared/src/workflow.ts) knows of the job after the pick. */
export type ExecutionFacts = {
  visitStatus: SiteVisitStatus;
  milestoneCount: number;
  approvedCount: number;
  currentMilestone: number | null;
  currentMilestoneStatus: MilestoneStatus | null;
  proofSubmitted: boolean;
  /** Rupees of the picked total not yet paid (confirmed payments only), issue 21. */
  outstanding: number;
};

export const noExecution: ExecutionFacts = {
  visitStatus: 'none',
  milestoneCount: 0,
  approvedCount: 0,
  currentMilestone: null,
  currentMilestoneStatus: null,
  proofSubmitted: false,
  outstanding: 0,
};

/** The visit's status, worked out from its columns (db/schema/execution.ts says why). */
export function visitStatusOf(
  visit: Pick<typeof siteVisits.$inferSelect, 'reportedAt' | 'confirmedSlot'> | undefined,
): SiteVisitStatus {
  if (!visit) {
    return 'none';
  }
  if (visit.reportedAt) {
    return 'reported';
  }
  return visit.confirmedSlot ? 'confirmed' : 'proposed';
}

type MilestoneFact = { num: number; status: string; submittedAt: Date | null };

export function milestoneFactsOf(
  rows: readonly MilestoneFact[],
): Omit<ExecutionFacts, 'visitStatus' | 'outstanding'> {
  const ordered = [...rows].sort((a, b) => a.num - b.num);
  const current = ordered.find((m) => m.status !== 'approved');
  return {
    milestoneCount: ordered.length,
    approvedCount: ordered.filter((m) => m.status === 'approved').length,
    currentMilestone: current?.num ?? null,
    currentMilestoneStatus: (current?.status as MilestoneStatus | undefined) ?? null,
    proofSubmitted: ordered.some((m) => m.submittedAt !== null),
  };
}

/**
 * The execution facts of several projects in two indexed reads; only picked projects have any,
 * so callers pass those alone (project-json.ts's allocationsOf).
 */
export async function executionFactsOf(
  db: Database,
  projectIds: readonly string[],
): Promise<Map<string, ExecutionFacts>> {
  const facts = new Map<string, ExecutionFacts>();
  if (projectIds.length === 0) {
    return facts;
  }
  const ids = [...projectIds];
  // One after the other: inside a step's transaction both run on its one connection.
  const visits = await db
    .select({
      projectId: siteVisits.projectId,
      reportedAt: siteVisits.reportedAt,
      confirmedSlot: siteVisits.confirmedSlot,
    })
    .from(siteVisits)
    .where(inArray(siteVisits.projectId, ids));
  const plans = await db
    .select({
      projectId: milestones.projectId,
      num: milestones.num,
      status: milestones.status,
      submittedAt: milestones.submittedAt,
      amountPaise: milestones.amountPaise,
    })
    .from(milestones)
    .where(inArray(milestones.projectId, ids))
    .orderBy(asc(milestones.projectId), asc(milestones.num));
  // The plan's amounts add up to the picked total (execution-rules.ts milestoneAmountsPaise), so
  // what is outstanding needs only the confirmed payments besides.
  const paidRows = await db
    .select({
      projectId: payments.projectId,
      paid: sql<string>`sum(${payments.amountPaise})`,
    })
    .from(payments)
    .where(and(inArray(payments.projectId, ids), eq(payments.status, 'confirmed')))
    .groupBy(payments.projectId);
  const paidOf = new Map(paidRows.map((r) => [r.projectId, Number(r.paid)]));
  const byProject = new Map<string, (MilestoneFact & { amountPaise: number })[]>();
  for (const m of plans) {
    byProject.set(m.projectId, [...(byProject.get(m.projectId) ?? []), m]);
  }
  const visitOf = new Map(visits.map((v) => [v.projectId, v]));
  for (const id of ids) {
    const plan = byProject.get(id) ?? [];
    const total = plan.reduce((sum, m) => sum + m.amountPaise, 0);
    facts.set(id, {
      visitStatus: visitStatusOf(visitOf.get(id)),
      ...milestoneFactsOf(plan),
      outstanding: Math.max(total - (paidOf.get(id) ?? 0), 0) / 100,
    });
  }
  return facts;
}
