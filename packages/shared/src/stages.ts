import { isQuotationWindowOpen, maxAllocatedQuotations, type WorkflowProject } from './workflow';

// Where a project stands and who must act next (docs/product.md#workflow), derived from the same
// `workflow` state the step rules read (./workflow.ts), so a card never says one thing while the
// buttons do another. Admin cards, the customer's project page and its timeline all read this.

export type StageKey =
  | 'waitingForDesigns'
  | 'designPick'
  | 'buildingQuotation'
  | 'collectingQuotations'
  | 'costingQuotations'
  | 'noQuotations'
  | 'readyToRelease'
  | 'quotationPick'
  // the job after the pick (docs/product.md#after-the-pick)
  | 'visitToPropose'
  | 'visitToConfirm'
  | 'visitToReport'
  | 'milestoneWork'
  | 'milestoneToApprove'
  | 'milestoneChanges'
  | 'advanceToPay'
  | 'readyToComplete'
  | 'completed';

/**
 * Who the project waits for: the team, the customer, the invited partners (before the pick), the
 * selected partner (after it), or nobody.
 */
export type StageActor = 'team' | 'customer' | 'partners' | 'partner' | 'nobody';

export type Stage = {
  key: StageKey;
  actor: StageActor;
  /** The team's words: what is happening, with counts where they matter ('2 of 3'). */
  label: string;
};

const actors: Record<StageKey, StageActor> = {
  waitingForDesigns: 'team',
  designPick: 'customer',
  buildingQuotation: 'team',
  collectingQuotations: 'partners',
  costingQuotations: 'team',
  noQuotations: 'team',
  readyToRelease: 'team',
  quotationPick: 'customer',
  visitToPropose: 'team',
  visitToConfirm: 'customer',
  visitToReport: 'partner',
  milestoneWork: 'partner',
  milestoneToApprove: 'customer',
  milestoneChanges: 'partner',
  advanceToPay: 'customer',
  readyToComplete: 'team',
  completed: 'nobody',
};

function stageKeyOf(p: WorkflowProject, now: Date): StageKey {
  if (p.status === 'Completed') {
    return 'completed';
  }
  if (p.designCount === 0) {
    return 'waitingForDesigns';
  }
  if (p.designSelected === null) {
    return 'designPick';
  }
  if (!p.quotationSent) {
    return 'buildingQuotation';
  }
  if (p.visibleToClient) {
    return p.selectedQuotation === null ? 'quotationPick' : afterThePick(p);
  }
  if (isQuotationWindowOpen(p, now)) {
    return 'collectingQuotations';
  }
  if (p.allocatedCount === 0) {
    return 'noQuotations';
  }
  return p.finalizedCount < p.allocatedCount ? 'costingQuotations' : 'readyToRelease';
}

/** The job after the pick: the site visit first, then each milestone in turn. */
function afterThePick(p: WorkflowProject): StageKey {
  switch (p.visitStatus) {
    case 'none':
      return 'visitToPropose';
    case 'proposed':
      return 'visitToConfirm';
    case 'confirmed':
      return 'visitToReport';
    default:
      break;
  }
  switch (p.currentMilestoneStatus) {
    case 'planned':
      return 'milestoneWork';
    case 'submitted':
      return 'milestoneToApprove';
    case 'changes-requested':
      return 'milestoneChanges';
    default:
      // The work approved; the advance, which is money (execution-rules.ts), may still be unpaid.
      // Or every milestone approved (or, picked before plans existed, none to follow).
      return p.approvedCount < p.milestoneCount ? 'advanceToPay' : 'readyToComplete';
  }
}

const milestoneOf = (p: WorkflowProject) =>
  `Milestone ${p.currentMilestone} of ${p.milestoneCount}`;

const labels: Record<StageKey, (p: WorkflowProject) => string> = {
  waitingForDesigns: () => 'Waiting for designs',
  designPick: () => "Waiting for the customer's design pick",
  buildingQuotation: (p) =>
    p.hasTemplate ? 'Quotation built, not yet sent to partners' : 'Building the quotation',
  collectingQuotations: (p) =>
    `Collecting quotations (${p.allocatedCount} of ${maxAllocatedQuotations})`,
  costingQuotations: (p) => `Costing quotations (${p.finalizedCount} of ${p.allocatedCount} done)`,
  noQuotations: () => 'No quotation arrived before the deadline',
  readyToRelease: () => 'Ready to release to the customer',
  quotationPick: () => "Waiting for the customer's quotation pick",
  visitToPropose: () => 'Site visit: propose times',
  visitToConfirm: () => "Site visit: waiting for the customer's choice of time",
  visitToReport: () => "Site visit: waiting for the partner's report",
  milestoneWork: (p) => `${milestoneOf(p)}: work under way`,
  milestoneToApprove: (p) => `${milestoneOf(p)}: waiting for the customer's approval`,
  milestoneChanges: (p) => `${milestoneOf(p)}: changes under way`,
  advanceToPay: () => 'Work approved: waiting for the customer to pay the advance',
  readyToComplete: (p) =>
    p.milestoneCount > 0 ? 'Every milestone approved: ready to complete' : 'Ready to complete',
  completed: () => 'Completed',
};

export function stageOf(p: WorkflowProject, now: Date = new Date()): Stage {
  const key = stageKeyOf(p, now);
  return { key, actor: actors[key], label: labels[key](p) };
}

/** Who must act, as the team reads it on a card. */
export const actorLabels: Record<StageActor, string> = {
  team: 'Our team to act',
  customer: 'Customer to act',
  partners: 'Partners to act',
  partner: 'Partner to act',
  nobody: 'Nothing to do',
};

// The customer's own words for the same state live in customer-stages.ts.
export * from './customer-stages';
