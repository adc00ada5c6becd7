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
  // issue 20, the job after the pick (docs/product.md#after-the-pick)
  | 'visitToPropose'
  | 'visitToConfirm'
  | 'visitToReport'
  | 'milestoneWork'
  | 'milestoneToApprove'
  | 'milestoneChanges'
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

/** The job after the pick: the site visit first, then each milestone in turn (issue 20). */
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
      // Every milestone approved (or, for a project picked before plans existed, none to follow).
      return 'readyToComplete';
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
  readyToComplete: (p) => {
    if (p.milestoneCount === 0) {
      return 'Ready to complete';
    }
    // The work is approved; the advance, which is money, may still wait to be paid.
    return p.approvedCount < p.milestoneCount
      ? 'Work approved: the advance is still to be paid'
      : 'Every milestone approved: ready to complete';
  },
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

// The customer's timeline (issue 18.9): every stage of a project from request to handover, the
// coming ones included. The customer never sees the partners' count (their `workflow` hides it
// until the release), so its steps are coarser than the team's stages. Site visit, building and
// handover are the job after the pick (issue 20), each with the customer's words for where it is.
export type TimelineStepKey =
  | 'requested'
  | 'designs'
  | 'designChosen'
  | 'quotations'
  | 'quotationChosen'
  | 'siteVisit'
  | 'building'
  | 'handover';

/**
 * Where the customer's project stands, as a stable id: the web finds the short words under
 * `user.stage.<id>` and, for the timeline's current step, the detail under
 * `user.timeline.detail.<detailId>` (apps/web/src/features/user/components/customer-texts.ts).
 */
export type CustomerStageId =
  | 'designs'
  | 'designChosen'
  | 'quotations'
  | 'quotationChosen'
  | 'siteVisit'
  | 'visitToConfirm'
  | 'visitBooked'
  | 'building'
  | 'milestoneToApprove'
  | 'milestoneChanges'
  | 'handoverSoon'
  | 'completed';
export type CustomerDetailId = Exclude<CustomerStageId, 'completed'> | 'handover';

export type TimelineStep = {
  key: TimelineStepKey;
  title: string;
  /** done: behind the project; current: where it is now; coming: still ahead. */
  state: 'done' | 'current' | 'coming';
  /** What the customer should know or do at the current step. */
  detail?: string;
  /** The stable id of `detail`, for its translation. */
  detailId?: CustomerDetailId;
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
  id: CustomerStageId;
  detailId: CustomerDetailId;
  detail: string;
  short: string;
  yourTurn: boolean;
} {
  const step = (
    key: TimelineStepKey,
    id: CustomerStageId,
    short: string,
    detail: string,
    yourTurn = false,
    detailId: CustomerDetailId = id === 'completed' ? 'handover' : id,
  ) => ({ key, id, detailId, short, detail, yourTurn });
  if (p.status === 'Completed') {
    return step(
      'handover',
      'completed',
      'Completed',
      'Your project is complete. Thank you for choosing us.',
    );
  }
  if (p.designCount === 0) {
    return step(
      'designs',
      'designs',
      'Designs on the way',
      'Our team is preparing designs for you. We will let you know when they are ready.',
    );
  }
  if (p.designSelected === null) {
    return step(
      'designChosen',
      'designChosen',
      'Choose your design',
      'Your designs are ready: choose the one you like.',
      true,
    );
  }
  if (!p.visibleToClient) {
    return step(
      'quotations',
      'quotations',
      'Quotations on the way',
      'Our partners are pricing your chosen design; we will show you their quotations.',
    );
  }
  if (p.selectedQuotation === null) {
    return step(
      'quotationChosen',
      'quotationChosen',
      'Choose your quotation',
      'Your quotations are ready: compare them and choose one.',
      true,
    );
  }
  return afterThePickStep(p, step);
}

/** The job after the pick in the customer's words: the visit, each milestone, the handover. */
function afterThePickStep<T>(
  p: WorkflowProject,
  step: (
    key: TimelineStepKey,
    id: CustomerStageId,
    short: string,
    detail: string,
    yourTurn?: boolean,
  ) => T,
): T {
  switch (p.visitStatus) {
    case 'none':
      return step(
        'siteVisit',
        'siteVisit',
        'Site visit to plan',
        'Our team will contact you soon to plan the site visit.',
      );
    case 'proposed':
      return step(
        'siteVisit',
        'visitToConfirm',
        'Choose a time for the site visit',
        'Our team proposed times for the site visit: choose the one that suits you.',
        true,
      );
    case 'confirmed':
      return step(
        'siteVisit',
        'visitBooked',
        'Site visit booked',
        'Your site visit is booked: our partner will come to measure the site.',
      );
    default:
      break;
  }
  switch (p.currentMilestoneStatus) {
    case 'submitted':
      return step(
        'building',
        'milestoneToApprove',
        'Approve the work',
        'Our partner sent photos of the finished milestone: approve it or ask for changes.',
        true,
      );
    case 'changes-requested':
      return step(
        'building',
        'milestoneChanges',
        'Changes under way',
        'Our partner is making the changes you asked for.',
      );
    case 'planned':
      return step(
        'building',
        'building',
        'Work under way',
        'Your garden is being built: you will approve each milestone from its photos.',
      );
    default:
      return step(
        'handover',
        'handoverSoon',
        'Handover soon',
        'Every milestone is approved: our team will hand over your garden.',
      );
  }
}

/** The stable id of where the customer's project stands (CustomerStageId). */
export function customerStageIdOf(p: WorkflowProject): CustomerStageId {
  return currentStepOf(p).id;
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
    ...(i === at && { detail: current.detail, detailId: current.detailId }),
  }));
}
