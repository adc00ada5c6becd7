import { actorOf, stageKeyOf, type StageKey } from './project-machine';
import { isCompleted, type WorkflowProject } from './workflow';

// The customer's timeline: every stage of a project from request to handover, the
// coming ones included. The customer never sees the partners' count (their `workflow` hides it
// until the release), so its steps are coarser than the team's stages. Site visit, building and
// handover are the job after the pick, each with the customer's words for where it is.
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
  | 'advanceToPay'
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

type CustomerStep = {
  key: TimelineStepKey;
  id: CustomerStageId;
  short: string;
  detail: string;
};

const step = (key: TimelineStepKey, id: CustomerStageId, short: string, detail: string) => ({
  key,
  id,
  short,
  detail,
});

// Before the release the customer sees neither the partners nor their count, so every stage of
// the quotations reads the same to them.
const quotations = step(
  'quotations',
  'quotations',
  'Quotations on the way',
  'Our partners are pricing your chosen design; we will show you their quotations.',
);

/**
 * The customer's words for each stage of the state machine (./project-machine.ts): `detail` on
 * the timeline, `short` on their project cards and facts. It waits for the customer (`yourTurn`)
 * exactly where the machine's actor is the customer.
 */
const customerSteps: Record<StageKey, CustomerStep> = {
  waitingForDesigns: step(
    'designs',
    'designs',
    'Designs on the way',
    'Our team is preparing designs for you. We will let you know when they are ready.',
  ),
  designPick: step(
    'designChosen',
    'designChosen',
    'Choose your design',
    'Your designs are ready: choose the one you like.',
  ),
  buildingQuotation: quotations,
  collectingQuotations: quotations,
  costingQuotations: quotations,
  noQuotations: quotations,
  readyToRelease: quotations,
  quotationPick: step(
    'quotationChosen',
    'quotationChosen',
    'Choose your quotation',
    'Your quotations are ready: compare them and choose one.',
  ),
  visitToPropose: step(
    'siteVisit',
    'siteVisit',
    'Site visit to plan',
    'Our team will contact you soon to plan the site visit.',
  ),
  visitToConfirm: step(
    'siteVisit',
    'visitToConfirm',
    'Choose a time for the site visit',
    'Our team proposed times for the site visit: choose the one that suits you.',
  ),
  visitToReport: step(
    'siteVisit',
    'visitBooked',
    'Site visit booked',
    'Your site visit is booked: our partner will come to measure the site.',
  ),
  milestoneWork: step(
    'building',
    'building',
    'Work under way',
    'Your garden is being built: you will approve each milestone from its photos.',
  ),
  milestoneToApprove: step(
    'building',
    'milestoneToApprove',
    'Approve the work',
    'Our partner sent photos of the finished milestone: approve it or ask for changes.',
  ),
  milestoneChanges: step(
    'building',
    'milestoneChanges',
    'Changes under way',
    'Our partner is making the changes you asked for.',
  ),
  advanceToPay: step(
    'handover',
    'advanceToPay',
    'Pay the advance',
    'Every milestone of work is approved: pay the advance, and our team will hand over your garden.',
  ),
  readyToComplete: step(
    'handover',
    'handoverSoon',
    'Handover soon',
    'Every milestone is approved: our team will hand over your garden.',
  ),
  completed: step(
    'handover',
    'completed',
    'Completed',
    'Your project is complete. Thank you for choosing us.',
  ),
};

function currentStepOf(p: WorkflowProject): CustomerStep & {
  detailId: CustomerDetailId;
  yourTurn: boolean;
} {
  const key = stageKeyOf(p);
  const found = customerSteps[key];
  return {
    ...found,
    detailId: found.id === 'completed' ? 'handover' : found.id,
    yourTurn: actorOf(key) === 'customer',
  };
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
  const done = isCompleted(p);
  return timelineOrder.map((key, i) => ({
    key,
    title: timelineTitles[key],
    state: done || i < at ? 'done' : i === at ? 'current' : 'coming',
    ...(i === at && { detail: current.detail, detailId: current.detailId }),
  }));
}
