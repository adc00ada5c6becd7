import type { LedgerLine } from '../../execution/components/milestone-title';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import type { Ledger } from '@greenscape/shared/schemas/payments';
import { customerStageIdOf, type CustomerStageId } from '@greenscape/shared/stages';
import { canRate, type WorkflowProject } from '@greenscape/shared/workflow';
import { nextOnApprovalOf, type NextPayment } from '../../payments/components/schedule-coverage';
import { payNowOf } from './pay-now';
import type { LaterPart } from './project-sections';
import { machineOf } from '@greenscape/shared/project-machine';

/** What the customer's project page leads with: the one thing to do now, if any. */
export type NextAction =
  'rate' | 'pickDesign' | 'pickQuotation' | 'confirmVisit' | 'reviewMilestone' | 'pay';

/** Rupees to pay now, and the milestone they are for once the plan has one due. */
export type ToPay = { amount: number; milestone: LedgerLine | null };

/**
 * `section`: the part of the page where it is done, which the page puts first. Paying is done on
 * the project's Payments page, so it moves nothing; `toPay` says how much, for what. With nothing
 * to do, `nextPayment` names the payment that follows the approval of the work, if one does.
 */
export type NextStep =
  | { action: Exclude<NextAction, 'pay'>; section: LaterPart | null }
  | { action: 'pay'; section: null; toPay: ToPay }
  | { action: null; section: null; nextPayment?: NextPayment | null };

type Turn = { action: Exclude<NextAction, 'pay' | 'rate'>; section: LaterPart };

// The stages where the project waits for the customer (customerStatusOf's `yourTurn` in
// packages/shared/src/stages.ts), with the part of the page where each is done. Every stage is
// listed, so a stage added there fails typecheck here until it is placed.
const turnOfStage: Record<CustomerStageId, Turn | null> = {
  designs: null,
  designChosen: { action: 'pickDesign', section: 'designs' },
  quotations: null,
  quotationChosen: { action: 'pickQuotation', section: 'quotations' },
  siteVisit: null,
  visitToConfirm: { action: 'confirmVisit', section: 'work' },
  visitBooked: null,
  building: null,
  milestoneToApprove: { action: 'reviewMilestone', section: 'work' },
  milestoneChanges: null,
  // Paying is asked by the ledger's `due` (payNowOf below), which the advance then is.
  advanceToPay: null,
  handoverSoon: null,
  completed: null,
};

/**
 * The one thing the customer must do now. A completed project asks for the rating first; then
 * whatever the workflow waits for the customer to do, a proof to review included (its approval
 * is what makes its milestone payable); then what the project's Payments page asks to pay now
 * (payNowOf: the ledger's `due` only, so neither what the customer reported and the team has yet
 * to confirm, nor a milestone whose work is not approved yet). Otherwise the project waits for
 * someone else; when money is outstanding and nothing waits for the team, the step names the
 * payment that comes once the next milestone's work is approved (`milestones`, the plan).
 */
export function nextStepOf(
  p: WorkflowProject,
  facts: {
    rated: boolean;
    ledger?: Ledger | undefined;
    milestones?: readonly Milestone[] | undefined;
  },
): NextStep {
  if (canRate(p, facts.rated).ok) {
    return { action: 'rate', section: null };
  }
  const turn = turnOfStage[customerStageIdOf(p)];
  if (turn) {
    return turn;
  }
  const amount = facts.ledger ? payNowOf(facts.ledger).amount : 0;
  if (facts.ledger && amount > 0) {
    const due = facts.ledger.due;
    const milestone = due && { num: due.num, title: due.title, careFee: due.careFee };
    return { action: 'pay', section: null, toPay: { amount, milestone } };
  }
  const ledger = facts.ledger;
  const waitsForWork = ledger && ledger.outstanding > 0 && ledger.pending <= 0 && !ledger.due;
  if (waitsForWork && !machineOf(p).completed) {
    return {
      action: null,
      section: null,
      nextPayment: nextOnApprovalOf(ledger, facts.milestones),
    };
  }
  return { action: null, section: null };
}
