import { currentWorkMilestone } from '@greenscape/shared/execution-rules';
import type { MilestoneStatus, SiteVisitStatus } from '@greenscape/shared/schemas/execution';

/** What the workflow state (packages/shared/src/workflow.ts) knows of the job after the pick. */
export type ExecutionFacts = {
  visitStatus: SiteVisitStatus;
  /** ISO, as the workflow state sends it. */
  visitConfirmedSlot: string | null;
  milestoneCount: number;
  approvedCount: number;
  hasAdvance: boolean;
  currentMilestone: number | null;
  currentMilestoneStatus: MilestoneStatus | null;
  proofSubmitted: boolean;
  /** Rupees of the picked total not yet paid (confirmed payments only). */
  outstanding: number;
};

export const noExecution: ExecutionFacts = {
  visitStatus: 'none',
  visitConfirmedSlot: null,
  milestoneCount: 0,
  approvedCount: 0,
  hasAdvance: false,
  currentMilestone: null,
  currentMilestoneStatus: null,
  proofSubmitted: false,
  outstanding: 0,
};

/** The visit's status, worked out from its columns (db/schema/execution.ts says why). */
export function visitStatusOf(
  visit: { reportedAt: unknown; confirmedSlot: unknown } | undefined | null,
): SiteVisitStatus {
  if (!visit) {
    return 'none';
  }
  if (visit.reportedAt) {
    return 'reported';
  }
  return visit.confirmedSlot ? 'confirmed' : 'proposed';
}

/** A milestone as the facts need it: its status and whether proof was ever sent. */
export type MilestoneFact = {
  num: number;
  status: string;
  submitted: boolean;
  advance: boolean;
};

/**
 * The facts from a project's visit and plan, and what is outstanding as the money's one place
 * works it out (kernel/money-facts.ts customerMoneyFrom). The read is
 * modules/kernel/project-facts.ts.
 */
export function executionFactsFrom(
  visit: { reportedAt: unknown; confirmedSlot: string | Date | null } | null,
  plan: readonly MilestoneFact[],
  outstandingPaise: number,
): ExecutionFacts {
  const ordered = [...plan].sort((a, b) => a.num - b.num);
  const current = currentWorkMilestone(ordered);
  return {
    visitStatus: visitStatusOf(visit),
    // A JSON read gives PostgreSQL's own spelling (+00:00, microseconds): sent as ISO instead.
    visitConfirmedSlot: visit?.confirmedSlot ? new Date(visit.confirmedSlot).toISOString() : null,
    milestoneCount: ordered.length,
    approvedCount: ordered.filter((m) => m.status === 'approved').length,
    hasAdvance: ordered.some((m) => m.advance),
    currentMilestone: current?.num ?? null,
    currentMilestoneStatus: (current?.status as MilestoneStatus | undefined) ?? null,
    proofSubmitted: ordered.some((m) => m.submitted),
    outstanding: outstandingPaise / 100,
  };
}
