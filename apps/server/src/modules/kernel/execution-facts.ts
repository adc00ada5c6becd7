import { currentWorkMilestone } from '@greenscape/shared/execution-rules';
import type { MilestoneStatus, SiteVisitStatus } from '@greenscape/shared/schemas/execution';
import type { ExecutionFacts } from '@greenscape/shared/workflow';

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
  status: MilestoneStatus;
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
    currentMilestoneStatus: current?.status ?? null,
    proofSubmitted: ordered.some((m) => m.submitted),
    outstanding: outstandingPaise / 100,
  };
}
