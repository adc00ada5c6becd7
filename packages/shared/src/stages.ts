import { isQuotationWindowOpen, maxAllocatedQuotations, type WorkflowProject } from './workflow';

// Where a project stands and who must act next (issue 18.9), derived from the same `workflow`
// state the step rules read (./workflow.ts), so a card never says one thing while the buttons do
// another. Admin cards, the customer's project page and its timeline all read this.

export type StageKey =
  | 'waitingForDesigns'
  | 'designPick'
  | 'buildingQuotation'
  | 'collectingQuotations'
  | 'costingQuotations'
  | 'noQuotations'
  | 'readyToRelease'
  | 'quotationPick'
  | 'readyToComplete'
  | 'completed';

/** Who the project waits for: the team, the customer, the invited partners, or nobody. */
export type StageActor = 'team' | 'customer' | 'partners' | 'nobody';

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
    return p.selectedQuotation === null ? 'quotationPick' : 'readyToComplete';
  }
  if (isQuotationWindowOpen(p, now)) {
    return 'collectingQuotations';
  }
  if (p.allocatedCount === 0) {
    return 'noQuotations';
  }
  return p.finalizedCount < p.allocatedCount ? 'costingQuotations' : 'readyToRelease';
}

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
  readyToComplete: () => 'Ready to complete',
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
  nobody: 'Nothing to do',
};

// The customer's timeline (issue 18.9): every stage of a project from request to handover, the
// coming ones included. The customer never sees the partners' count (their `workflow` hides it
// until the release), so its steps are coarser than the team's stages. Site visit, building and
// handover are the second half of the workflow (shared with issue 20) and are shown as coming.
export type TimelineStepKey =
  | 'requested'
  | 'designs'
  | 'designChosen'
  | 'quotations'
  | 'quotationChosen'
  | 'siteVisit'
  | 'building'
  | 'handover';

export type TimelineStep = {
  key: TimelineStepKey;
  title: string;
  /** done: behind the project; current: where it is now; coming: still ahead. */
  state: 'done' | 'current' | 'coming';
  /** What the customer should know or do at the current step. */
  detail?: string;
};

const timelineTitles: Record<TimelineStepKey, string> = {
  requested: 'Project requested',
  designs: 'Designs from our team',
  designChosen: 'You choose a design',
  quotations: 'Quotations from our partners',
  quotationChosen: 'You choose a quotation',
  siteVisit: 'Site visit',
  building: 'Building your garden',
  handover: 'Handover',
};

const timelineOrder: TimelineStepKey[] = [
  'requested',
  'designs',
  'designChosen',
  'quotations',
  'quotationChosen',
  'siteVisit',
  'building',
  'handover',
];

/**
 * The step the project is at, and the customer's words for it: `detail` on the timeline, `short`
 * on their project cards and facts, `yourTurn` when the project waits for the customer.
 */
function currentStepOf(p: WorkflowProject): {
  key: TimelineStepKey;
  detail: string;
  short: string;
  yourTurn: boolean;
} {
  const step = (key: TimelineStepKey, short: string, detail: string, yourTurn = false) => ({
    key,
    short,
    detail,
    yourTurn,
  });
  if (p.status === 'Completed') {
    return step('handover', 'Completed', 'Your project is complete. Thank you for choosing us.');
  }
  if (p.designCount === 0) {
    return step(
      'designs',
      'Designs on the way',
      'Our team is preparing designs for you. We will let you know when they are ready.',
    );
  }
  if (p.designSelected === null) {
    return step(
      'designChosen',
      'Choose your design',
      'Your designs are ready: choose the one you like.',
      true,
    );
  }
  if (!p.visibleToClient) {
    return step(
      'quotations',
      'Quotations on the way',
      'Our partners are pricing your chosen design; we will show you their quotations.',
    );
  }
  if (p.selectedQuotation === null) {
    return step(
      'quotationChosen',
      'Choose your quotation',
      'Your quotations are ready: compare them and choose one.',
      true,
    );
  }
  return step(
    'siteVisit',
    'Site visit to plan',
    'Our team will contact you soon to plan the site visit.',
  );
}

/** Where the project stands in the customer's short words, and whether it waits for them. */
export function customerStatusOf(p: WorkflowProject): { label: string; yourTurn: boolean } {
  const { short, yourTurn } = currentStepOf(p);
  return { label: short, yourTurn };
}

export function timelineOf(p: WorkflowProject): TimelineStep[] {
  const current = currentStepOf(p);
  const at = timelineOrder.indexOf(current.key);
  const done = p.status === 'Completed';
  return timelineOrder.map((key, i) => ({
    key,
    title: timelineTitles[key],
    state: done || i < at ? 'done' : i === at ? 'current' : 'coming',
    ...(i === at && { detail: current.detail }),
  }));
}
