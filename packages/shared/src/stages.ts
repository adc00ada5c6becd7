import { actorOf, stageKeyOf, type StageActor, type StageKey } from './project-machine';
import { maxAllocatedQuotations, type WorkflowProject } from './workflow';

// The team's words for where a project stands: a table over the state machine's stages
// (./project-machine.ts), so a card never says one thing while the buttons do another.

export type { StageActor, StageKey } from './project-machine';

export type Stage = {
  key: StageKey;
  actor: StageActor;
  /** The team's words: what is happening, with counts where they matter ('2 of 3'). */
  label: string;
};

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
  return { key, actor: actorOf(key), label: labels[key](p) };
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
