import { messages, type MessageKey } from './messages';
import type { MilestoneStatus, SiteVisitStatus } from './schemas/execution';

// The project workflow as data (docs/product.md#workflow). Each step's rule answers a verdict: yes,
// or no with a stable code and the message to show. The server runs the rule inside the step's
// transaction (apps/server/src/modules/projects/steps/) and refuses with the verdict as it is; the
// web runs the same rule on the `workflow` state the server sends to decide which actions to offer.
export const projectStatuses = ['New', 'In Progress', 'Completed'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const maxAllocatedQuotations = 3;
export const defaultQuotationWindowHours = 72;

export type WorkflowProject = {
  status: ProjectStatus;
  designCount: number;
  designSelected: number | null;
  hasTemplate: boolean;
  quotationSent: boolean;
  allocatedCount: number;
  finalizedCount: number;
  visibleToClient: boolean;
  selectedQuotation: number | null;
  /** ISO time on the wire; a Date on the server. */
  quotationWindowClosesAt: Date | string | null;
  // The job after the pick (docs/product.md#after-the-pick), read from site_visits and
  // milestones: what the execution steps' rules (./execution-rules.ts) and the stages need.
  visitStatus: SiteVisitStatus;
  /**
   * The confirmed time of the visit (ISO), null until one is confirmed: the visit is reported only
   * once it has come (canReportVisit).
   */
  visitConfirmedSlot: string | null;
  milestoneCount: number;
  approvedCount: number;
  /**
   * Whether the plan's first milestone is an advance: money, not work, so it takes no proof and
   * no review (docs/product.md#milestones, execution-rules.ts).
   */
  hasAdvance: boolean;
  /**
   * The current milestone of work (currentWorkMilestone: the lowest-numbered one neither approved
   * nor the advance), and its status; null when none is left.
   */
  currentMilestone: number | null;
  currentMilestoneStatus: MilestoneStatus | null;
  /** Whether any proof was ever submitted: the plan is fixed from then on. */
  proofSubmitted: boolean;
  /**
   * Rupees of the picked total not yet paid (confirmed payments only); 0 before the
   * pick. Completion needs it at 0 (canComplete).
   */
  outstanding: number;
};

/** What the state knows of the job after the pick: nothing before it (noExecution). */
export type ExecutionFacts = Pick<
  WorkflowProject,
  | 'visitStatus'
  | 'visitConfirmedSlot'
  | 'milestoneCount'
  | 'approvedCount'
  | 'hasAdvance'
  | 'currentMilestone'
  | 'currentMilestoneStatus'
  | 'proofSubmitted'
  | 'outstanding'
>;

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

export type Refusal = { ok: false; code: MessageKey; message: string };
export type Verdict = { ok: true } | Refusal;

export const yes: Verdict = { ok: true };
export const no = (code: MessageKey): Refusal => ({ ok: false, code, message: messages[code] });

/** The first refusal of several rules, checked in order (each only if those before it pass). */
export function firstRefusal(...rules: (() => Verdict)[]): Verdict {
  for (const rule of rules) {
    const verdict = rule();
    if (!verdict.ok) {
      return verdict;
    }
  }
  return yes;
}

/** Refusals about what was asked (a number out of range) are 400; about the project's state, 409. */
const badInput = new Set<MessageKey>([
  // more than can be paid is a wrong amount, as docs/product.md#payments says (400)
  'paymentOverOutstanding',
  'payoutOverBalance',
  'paymentDateInFuture',
  'paymentDateBeforePick',
  'invalidDesignNumber',
  'invalidQuotationNumber',
  'invalidMilestoneNumber',
  'visitSlotsInvalid',
  'visitSlotNotProposed',
  // a care visit's new day outside its month, or a task not on its checklist
  'careVisitOutsideMonth',
  'careTaskUnknown',
  'careStartOnInvalid',
]);
export function refusalStatus(refusal: Refusal): 400 | 409 {
  return badInput.has(refusal.code) ? 400 : 409;
}

/**
 * The customer picked a quotation: from here on the project is a job, with its visit, milestones,
 * payments and conversation. The one spelling of "picked" every rule and page reads
 * (project-machine.ts).
 */
export function isPicked(p: WorkflowProject): boolean {
  return p.selectedQuotation !== null && p.visibleToClient && p.status !== 'New';
}

export function isCompleted(p: WorkflowProject): boolean {
  return p.status === 'Completed';
}

const inRange = (num: number, count: number) => Number.isInteger(num) && num >= 1 && num <= count;

export function canSendDesigns(p: WorkflowProject): Verdict {
  return p.status === 'New' && p.designCount === 0 ? yes : no('designsAlreadySent');
}

export function canPickDesign(p: WorkflowProject, num: number): Verdict {
  if (p.designSelected !== null) {
    return no('designAlreadySelected');
  }
  if (p.designCount === 0 || p.status !== 'In Progress') {
    return no('designsNotReady');
  }
  return inRange(num, p.designCount) ? yes : no('invalidDesignNumber');
}

export function canCreateTemplate(p: WorkflowProject): Verdict {
  if (p.hasTemplate) {
    return no('quotationAlreadyCreated');
  }
  return p.status === 'In Progress' && p.designSelected !== null ? yes : no('designNotPickedYet');
}

export function canShareQuotation(p: WorkflowProject): Verdict {
  if (p.quotationSent) {
    return no('quotationAlreadySent');
  }
  return p.status === 'In Progress' && p.hasTemplate ? yes : no('createQuotationFirst');
}

/**
 * The quotation window: open from the share until its closing time, the third quotation, or the
 * release (Proceed). A shared project always has a closing time; one without counts as closed.
 * The partner's New tab states the same conditions in SQL from this list
 * (apps/server/src/modules/quotations/quotation-window-sql.ts), and a test holds the two together.
 */
export const quotationWindow = {
  status: 'In Progress',
  quotationSent: true,
  visibleToClient: false,
  selectedQuotation: null,
  allocatedBelow: maxAllocatedQuotations,
} as const;

export function isQuotationWindowOpen(p: WorkflowProject, now: Date = new Date()): boolean {
  const closes = p.quotationWindowClosesAt === null ? null : new Date(p.quotationWindowClosesAt);
  return (
    p.status === quotationWindow.status &&
    p.quotationSent === quotationWindow.quotationSent &&
    p.visibleToClient === quotationWindow.visibleToClient &&
    p.selectedQuotation === quotationWindow.selectedQuotation &&
    p.allocatedCount < quotationWindow.allocatedBelow &&
    closes !== null &&
    closes.getTime() > now.getTime()
  );
}

/**
 * A partner's quotation: one per partner (`quoted`: it has one on the project already), while the
 * window is open. The invitation itself is checked by the step's access rule.
 */
export function canSubmitQuotation(
  p: WorkflowProject,
  now: Date = new Date(),
  quoted = false,
): Verdict {
  if (quoted) {
    return no('alreadyApplied');
  }
  return isQuotationWindowOpen(p, now) ? yes : no('quotationWindowExpired');
}

/** The team costs a partner's quotation once; costing makes it final. */
export function canCostQuotation(q: { finalized: boolean }): Verdict {
  return q.finalized ? no('quotationAlreadyFinal') : yes;
}

export function canProceed(p: WorkflowProject): Verdict {
  if (p.visibleToClient) {
    return no('quotationsAlreadyReleased');
  }
  if (p.allocatedCount === 0) {
    return no('noQuotationsYet');
  }
  return p.status === 'In Progress' && p.finalizedCount === p.allocatedCount
    ? yes
    : no('quotationsNotFinal');
}

/**
 * Only a finalised quotation (costed by the team) is shown to the customer and can be picked;
 * the step also finds the finalised quotation with that number.
 */
export function canPickQuotation(p: WorkflowProject, num: number): Verdict {
  if (p.selectedQuotation !== null) {
    return no('quotationAlreadySelected');
  }
  if (!p.visibleToClient || p.status !== 'In Progress') {
    return no('quotationsNotReady');
  }
  return inRange(num, p.allocatedCount) && p.finalizedCount > 0
    ? yes
    : no('invalidQuotationNumber');
}

/**
 * The team marks the project complete once every milestone is approved and nothing is
 * outstanding (docs/product.md#payments); `override` (with a reason the step files in
 * the audit trail) completes anyway, but never before the pick.
 */
export function canComplete(p: WorkflowProject, options: { override?: boolean } = {}): Verdict {
  if (isCompleted(p)) {
    return no('projectAlreadyCompleted');
  }
  if (!isPicked(p)) {
    return no('customerHasNotPicked');
  }
  const gaps = completionGaps(p);
  if (options.override || (!gaps.milestones && !gaps.payments)) {
    return yes;
  }
  if (gaps.milestones && gaps.payments) {
    return no('completionMilestonesAndPayments');
  }
  return no(gaps.milestones ? 'completionMilestonesOpen' : 'completionPaymentsOutstanding');
}

/** What stands between a picked project and its completion, for the pages to say beforehand. */
export function completionGaps(p: WorkflowProject): {
  milestones: number;
  payments: number;
} {
  return {
    milestones: Math.max(p.milestoneCount - p.approvedCount, 0),
    payments: Math.max(p.outstanding, 0),
  };
}

/** The customer rates the chosen partner once the project is completed, once (`rated`). */
export function canRate(p: WorkflowProject, rated = false): Verdict {
  // A completed project was picked (canComplete); the number is the partner to rate.
  if (!(isCompleted(p) && p.selectedQuotation !== null)) {
    return no('ratingNotYet');
  }
  return rated ? no('alreadyRated') : yes;
}
