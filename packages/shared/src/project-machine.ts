import { allowedActions, type ProjectAction, type Viewer } from './project-actions';
import { isCompleted, isPicked, isQuotationWindowOpen, type WorkflowProject } from './workflow';

// The project's state machine (docs/product.md#workflow): one derivation of where a project
// stands from its facts (the `workflow` state, ./workflow.ts), and for each stage who acts next,
// which phase of the job it belongs to, and which actions each role may take. The team's label
// (./stages.ts), the customer's timeline (./customer-stages.ts), a partner's card and the
// customer's next step are tables over the stage key, never ladders of their own.

export const stageKeys = [
  'waitingForDesigns',
  'designPick',
  'buildingQuotation',
  'collectingQuotations',
  'costingQuotations',
  'noQuotations',
  'readyToRelease',
  'quotationPick',
  // the job after the pick (docs/product.md#after-the-pick)
  'visitToPropose',
  'visitToConfirm',
  'visitToReport',
  'milestoneWork',
  'milestoneToApprove',
  'milestoneChanges',
  'advanceToPay',
  'readyToComplete',
  'completed',
] as const;
export type StageKey = (typeof stageKeys)[number];

/**
 * Who the project waits for: the team, the customer, the invited partners (before the pick), the
 * selected partner (after it), or nobody.
 */
export const stageActors = ['team', 'customer', 'partners', 'partner', 'nobody'] as const;
export type StageActor = (typeof stageActors)[number];

/**
 * The part of the job a stage belongs to. The warranty and the care plans after the handover
 * will be phases of their own after `done`, each with its stages in the tables below.
 */
export type Phase = 'design' | 'quotation' | 'execution' | 'handover' | 'done';

const stageTable: Record<StageKey, { actor: StageActor; phase: Phase }> = {
  waitingForDesigns: { actor: 'team', phase: 'design' },
  designPick: { actor: 'customer', phase: 'design' },
  buildingQuotation: { actor: 'team', phase: 'quotation' },
  collectingQuotations: { actor: 'partners', phase: 'quotation' },
  costingQuotations: { actor: 'team', phase: 'quotation' },
  noQuotations: { actor: 'team', phase: 'quotation' },
  readyToRelease: { actor: 'team', phase: 'quotation' },
  quotationPick: { actor: 'customer', phase: 'quotation' },
  visitToPropose: { actor: 'team', phase: 'execution' },
  visitToConfirm: { actor: 'customer', phase: 'execution' },
  visitToReport: { actor: 'partner', phase: 'execution' },
  milestoneWork: { actor: 'partner', phase: 'execution' },
  milestoneToApprove: { actor: 'customer', phase: 'execution' },
  milestoneChanges: { actor: 'partner', phase: 'execution' },
  advanceToPay: { actor: 'customer', phase: 'execution' },
  readyToComplete: { actor: 'team', phase: 'handover' },
  completed: { actor: 'nobody', phase: 'done' },
};

/** The one derivation of the stage from the project's facts. */
export function stageKeyOf(p: WorkflowProject, now: Date = new Date()): StageKey {
  if (isCompleted(p)) {
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
  if (isPicked(p)) {
    return afterThePick(p);
  }
  if (p.visibleToClient) {
    return 'quotationPick';
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

export const actorOf = (key: StageKey): StageActor => stageTable[key].actor;
export const phaseOf = (key: StageKey): Phase => stageTable[key].phase;

/** The job is under way: picked and not yet completed. */
export function isJobUnderWay(stage: StageKey): boolean {
  const phase = phaseOf(stage);
  return phase === 'execution' || phase === 'handover';
}

/** Where a project stands: the stage and what follows from it, worked out once. */
export type MachineState = {
  stage: StageKey;
  actor: StageActor;
  phase: Phase;
  /** The customer picked a quotation: the job, its payments and its conversation exist. */
  picked: boolean;
  completed: boolean;
  designsSent: boolean;
  /** The team sent the quotation to the partners. */
  quotationShared: boolean;
  quotationsReleased: boolean;
  currentMilestone: number | null;
};

export function machineOf(p: WorkflowProject, now: Date = new Date()): MachineState {
  const stage = stageKeyOf(p, now);
  return {
    stage,
    actor: actorOf(stage),
    phase: phaseOf(stage),
    picked: isPicked(p),
    completed: isCompleted(p),
    designsSent: p.designCount > 0,
    quotationShared: p.quotationSent,
    quotationsReleased: p.visibleToClient,
    currentMilestone: p.currentMilestone,
  };
}

/**
 * A partner whose part is over (not chosen, or the window closed on it without its quotation):
 * the project goes on without it, as its Completed tab says (docs/decisions/0008), so it reads
 * the project as completed, with nothing for anyone to do, and learns nothing of the job.
 */
const partOver = (viewer: Viewer) =>
  viewer.role === 'partner' && (viewer.standing === 'not-selected' || viewer.standing === 'closed');

/**
 * The state as an answer carries it: the facts the viewer may see (`shown`), and what the
 * machine makes of the whole facts (`whole`) for the viewer: the stage, who acts next, the
 * viewer's allowed actions, at the time of the answer. Worked out on the whole facts, so every
 * role reads the same stage whatever its view hides (the customer's quotation counts before the
 * release, say).
 */
export function withMachine<T extends WorkflowProject>(
  shown: T,
  viewer: Viewer,
  now: Date = new Date(),
  whole: WorkflowProject = shown,
): T & { stage: StageKey; actor: StageActor; actions: ProjectAction[] } {
  const { stage, actor, actions } = partOver(viewer)
    ? { stage: 'completed' as const, actor: 'nobody' as const, actions: [] }
    : machineFields(whole, viewer, now);
  // Facts without a machine yet (every answer's) are spread after its fields: V8 copies an object
  // spread first at once, where new fields after a spread cost some 4 µs an object, a tenth of the
  // team's 20-row tab (docs/performance.md). Facts that carry an earlier machine get the new one
  // (fields a spread already has are overwritten at no such cost).
  return 'stage' in shown || 'actor' in shown || 'actions' in shown
    ? { ...shown, stage, actor, actions }
    : { stage, actor, actions, ...shown };
}

function machineFields(whole: WorkflowProject, viewer: Viewer, now: Date) {
  const stage = stageKeyOf(whole, now);
  return { stage, actor: actorOf(stage), actions: allowedActions(whole, viewer, now) };
}
