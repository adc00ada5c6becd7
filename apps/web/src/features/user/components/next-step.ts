import type { Ledger } from '@greenscape/shared/schemas/payments';
import { customerStageIdOf, type CustomerStageId } from '@greenscape/shared/stages';
import { canRate, type WorkflowProject } from '@greenscape/shared/workflow';
import { payNowOf } from './pay-now';
import type { LaterPart } from './project-sections';

/** What the customer's project page leads with: the one thing to do now, if any. */
export type NextAction =
  'rate' | 'pickDesign' | 'pickQuotation' | 'confirmVisit' | 'reviewMilestone' | 'pay';

/** Rupees to pay now, and the milestone they are for once the plan has one due. */
export type ToPay = { amount: number; milestone: { num: number; title: string } | null };

/**
 * `section`: the part of the page where it is done, which the page puts first. Paying is done on
 * the project's Payments page, so it moves nothing; `toPay` says how much, for what.
 */
export type NextStep =
  | { action: Exclude<NextAction, 'pay'>; section: LaterPart | null }
  | { action: 'pay'; section: null; toPay: ToPay }
  | { action: null; section: null };

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
  handoverSoon: null,
  completed: null,
};

/**
 * The one thing the customer must do now. A completed project asks for the rating first; then
 * whatever the workflow waits for the customer to do; then what the project's Payments page asks
 * to pay now (payNowOf: what the customer reported and the team has yet to confirm is not asked
 * for again). Otherwise the project waits for someone else.
 */
export function nextStepOf(
  p: WorkflowProject,
  facts: { rated: boolean; ledger?: Ledger | undefined },
): NextStep {
  if (canRate(p).ok && !facts.rated) {
    return { action: 'rate', section: null };
  }
  const turn = turnOfStage[customerStageIdOf(p)];
  if (turn) {
    return turn;
  }
  const amount = facts.ledger ? payNowOf(facts.ledger).amount : 0;
  if (facts.ledger && amount > 0) {
    const due = facts.ledger.due;
    const milestone = due && { num: due.num, title: due.title };
    return { action: 'pay', section: null, toPay: { amount, milestone } };
  }
  return { action: null, section: null };
}
