import { isCompleted, isPicked, no, yes, type Verdict, type WorkflowProject } from './workflow';

// The rules of the job after the pick (docs/product.md#after-the-pick): the site visit
// and the milestones, on the same `workflow` state as the earlier steps (./workflow.ts). The server
// runs them under the project's lock (apps/server/src/modules/execution/steps/); the web reads them
// to decide which actions to offer. Out of order is 409 with what must happen first; a number or
// a time that is not one of the project's is 400 (refusalStatus).

/** Everything after the pick needs the pick, and stops at completion. */
function started(p: WorkflowProject): Verdict {
  if (isCompleted(p)) {
    return no('projectAlreadyCompleted');
  }
  return isPicked(p) ? yes : no('executionNotStarted');
}

/**
 * The team proposes times from the pick until the visit is reported. Proposing again replaces the
 * times; when one was confirmed, it is a reschedule: the confirmation is dropped and the customer
 * confirms again (the step tells the partner).
 */
export function canProposeVisit(p: WorkflowProject): Verdict {
  const base = started(p);
  if (!base.ok) {
    return base;
  }
  return p.visitStatus === 'reported' ? no('visitAlreadyReported') : yes;
}

/**
 * The customer confirms one of the proposed times, once. Confirming again is refused rather than
 * moving the visit silently: the partner has been told and plans the trip, so a change goes
 * through the team, who propose new times (canProposeVisit).
 */
export function canConfirmVisit(p: WorkflowProject): Verdict {
  const base = started(p);
  if (!base.ok) {
    return base;
  }
  switch (p.visitStatus) {
    case 'none':
      return no('visitNotProposed');
    case 'confirmed':
      return no('visitAlreadyConfirmed');
    case 'reported':
      return no('visitAlreadyReported');
    default:
      return yes;
  }
}

/**
 * The time the customer confirms: one of those proposed (400 otherwise), and not one already
 * past, which the partner could no longer keep (409: the team proposes new times).
 */
export function canConfirmSlot(
  proposed: readonly (string | Date)[],
  slot: string | Date,
  now: Date = new Date(),
): Verdict {
  const at = new Date(slot).getTime();
  if (!proposed.some((s) => new Date(s).getTime() === at)) {
    return no('visitSlotNotProposed');
  }
  return at <= now.getTime() ? no('visitSlotPassed') : yes;
}

/**
 * Whether the visit's confirmed time has come (an instant, ISO or a Date; null: none confirmed).
 * The web asks it to say when the report opens, the step through canReportVisit.
 */
export function visitTimeHasCome(
  confirmedSlot: string | Date | null,
  now: Date = new Date(),
): boolean {
  return confirmedSlot !== null && new Date(confirmedSlot).getTime() <= now.getTime();
}

/**
 * The partner (or the team) reports the visit once it is confirmed, once, and not before its
 * confirmed time: the report is what was found at the site, and it opens the work
 * (canSubmitProof), so a report sent ahead of the visit would start the work on figures nobody
 * measured (docs/product.md#site-visit).
 */
export function canReportVisit(p: WorkflowProject, now: Date = new Date()): Verdict {
  const base = started(p);
  if (!base.ok) {
    return base;
  }
  switch (p.visitStatus) {
    case 'none':
      return no('visitNotProposed');
    case 'proposed':
      return no('visitNotConfirmed');
    case 'reported':
      return no('visitAlreadyReported');
    default:
      return visitTimeHasCome(p.visitConfirmedSlot, now) ? yes : no('visitNotYetHappened');
  }
}

/** The team edits the plan until the first proof of work; the amounts follow the percentages. */
export function canPlanMilestones(p: WorkflowProject): Verdict {
  const base = started(p);
  if (!base.ok) {
    return base;
  }
  return p.proofSubmitted ? no('planLocked') : yes;
}

function milestoneExists(p: WorkflowProject, num: number): boolean {
  return Number.isInteger(num) && num >= 1 && num <= p.milestoneCount;
}

/** Only the first milestone of a plan can be the advance (the plan body's schema). */
function isAdvance(p: WorkflowProject, num: number): boolean {
  return p.hasAdvance && num === 1;
}

/**
 * The milestone whose turn of work it is: the lowest-numbered one neither approved nor the
 * advance. The advance is money, not work (docs/product.md#milestones): it is approved when it is
 * paid in full (apps/server/src/modules/execution/advance.ts), so the partner's first proof is for
 * the milestone after it whether or not it is paid yet. The server's facts and the web's pages both
 * ask this, so the current milestone is worked out in this one place.
 */
export function currentWorkMilestone<M extends { num: number; status: string; advance: boolean }>(
  plan: readonly M[],
): M | undefined {
  return [...plan].sort((a, b) => a.num - b.num).find((m) => !m.advance && m.status !== 'approved');
}

/**
 * The partner submits proof of the current milestone of work (currentWorkMilestone) when
 * it is planned or sent back for changes. Work starts after the site visit is reported: the visit
 * is where the partner confirms the measurements the work is built on (docs/product.md#site-visit),
 * so proof before it would be proof of work done on unchecked figures.
 */
export function canSubmitProof(p: WorkflowProject, num: number): Verdict {
  const base = started(p);
  if (!base.ok) {
    return base;
  }
  if (!milestoneExists(p, num)) {
    return no('invalidMilestoneNumber');
  }
  if (isAdvance(p, num)) {
    return no('advanceNeedsNoProof');
  }
  if (p.visitStatus !== 'reported') {
    return no('visitNotReportedYet');
  }
  if (p.currentMilestone === null || num < p.currentMilestone) {
    return no('milestoneAlreadyApproved');
  }
  if (num > p.currentMilestone) {
    return no('proofNotCurrent');
  }
  return p.currentMilestoneStatus === 'submitted' ? no('proofAwaitingReview') : yes;
}

/**
 * The customer reviews (approves, or asks for changes to) a submitted milestone. Only the current
 * milestone can be submitted, so it is the only one that can be reviewed.
 */
export function canReviewMilestone(p: WorkflowProject, num: number): Verdict {
  const base = started(p);
  if (!base.ok) {
    return base;
  }
  if (!milestoneExists(p, num)) {
    return no('invalidMilestoneNumber');
  }
  if (isAdvance(p, num)) {
    return no('advanceNeedsNoProof');
  }
  if (p.currentMilestone === null || num < p.currentMilestone) {
    return no('milestoneAlreadyApproved');
  }
  return num === p.currentMilestone && p.currentMilestoneStatus === 'submitted'
    ? yes
    : no('milestoneNotSubmitted');
}

/**
 * The milestones' amounts, in paise as stored: `round(total × percent / 100)` to the rupee, the
 * last one taking the remainder, so they always add up to the picked quotation's final cost
 * (docs/product.md#milestones), paise and all. No share is more than what is left of the total, so
 * for a tiny total (₹5 in 30/30/30/10) the rounding cannot leave the last one negative: 2, 2, 1, 0.
 */
export function milestoneAmountsPaise(totalPaise: number, percents: readonly number[]): number[] {
  let left = totalPaise;
  return percents.map((percent, i) => {
    if (i === percents.length - 1) {
      return left;
    }
    const share = Math.min(Math.round((totalPaise * percent) / 100 / 100) * 100, left);
    left -= share;
    return share;
  });
}
