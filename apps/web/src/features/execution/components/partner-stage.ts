import { currentWorkMilestone } from '@greenscape/shared/execution-rules';
import type { Milestone, SiteVisit } from '@greenscape/shared/schemas/execution';
import { stageOf, type StageKey } from '@greenscape/shared/stages';
import type { WorkflowProject } from '@greenscape/shared/workflow';

/** The stages a selected partner's project passes through after the pick. */
export type ExecutionStageKey = Extract<
  StageKey,
  | 'visitToPropose'
  | 'visitToConfirm'
  | 'visitToReport'
  | 'milestoneWork'
  | 'milestoneToApprove'
  | 'milestoneChanges'
  | 'advanceToPay'
  | 'readyToComplete'
>;

/**
 * Where a picked project stands, from its visit and milestones as the partner reads them, through
 * the team's own derivation (packages/shared/src/stages.ts): the partner's rows carry no workflow
 * state, and this keeps their cards saying what the team's cards say.
 */
export function executionStageOf(
  visit: SiteVisit,
  milestones: readonly Milestone[],
): { key: ExecutionStageKey; actor: 'team' | 'customer' | 'partner'; num: number | null } {
  const current = currentWorkMilestone(milestones);
  // A picked project: the facts before the pick only need to say that it was made.
  const state: WorkflowProject = {
    status: 'In Progress',
    designCount: 1,
    designSelected: 1,
    hasTemplate: true,
    quotationSent: true,
    allocatedCount: 1,
    finalizedCount: 1,
    visibleToClient: true,
    selectedQuotation: 1,
    quotationWindowClosesAt: null,
    visitStatus: visit.status,
    visitConfirmedSlot: visit.confirmedSlot,
    milestoneCount: milestones.length,
    approvedCount: milestones.filter((m) => m.status === 'approved').length,
    // As the server's facts say it (apps/server/src/modules/execution/execution-facts.ts).
    hasAdvance: milestones.some((m) => m.advance),
    currentMilestone: current?.num ?? null,
    currentMilestoneStatus: current?.status ?? null,
    proofSubmitted: milestones.some((m) => m.proof !== null),
    // The partner's stage does not depend on the customer's payments.
    outstanding: 0,
  };
  const stage = stageOf(state);
  return {
    key: stage.key as ExecutionStageKey,
    actor: stage.actor as 'team' | 'customer' | 'partner',
    num: current?.num ?? null,
  };
}
