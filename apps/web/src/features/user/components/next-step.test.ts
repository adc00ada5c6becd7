import { describe, expect, it } from 'vitest';
import { freshProject, releasedProject } from '@greenscape/shared/workflow-fixture';
import type { WorkflowProject } from '@greenscape/shared/workflow';
import { ledgerOf, plan } from '../../../../test/payments/fixtures';
import { nextStepOf } from './next-step';

// What the customer's project page leads with, at each stage of the project.

const released: WorkflowProject = releasedProject;
const picked: WorkflowProject = {
  ...released,
  selectedQuotation: 1,
  visitStatus: 'reported',
  milestoneCount: 4,
  approvedCount: 1,
  currentMilestone: 2,
  currentMilestoneStatus: 'planned',
  outstanding: 90000,
};
const advance = { num: 1, title: 'Booking advance', amount: 10000, careFee: null };
const none = { rated: false };

describe('the one thing to do now', () => {
  it('is the design, then the quotation, to choose, where they are on the page', () => {
    expect(nextStepOf({ ...released, designSelected: null, visibleToClient: false }, none)).toEqual(
      { action: 'pickDesign', section: 'designs' },
    );
    expect(nextStepOf(released, none)).toEqual({
      action: 'pickQuotation',
      section: 'quotations',
    });
  });

  it('is nothing while the team or the partners work', () => {
    expect(nextStepOf({ ...freshProject, status: 'In Progress' }, none).action).toBeNull();
    expect(nextStepOf({ ...released, visibleToClient: false }, none).action).toBeNull();
    expect(nextStepOf({ ...picked, currentMilestoneStatus: 'changes-requested' }, none)).toEqual({
      action: null,
      section: null,
    });
  });

  it("is the visit's time to confirm and a milestone's proof to review, in the work", () => {
    expect(nextStepOf({ ...picked, visitStatus: 'proposed' }, none)).toEqual({
      action: 'confirmVisit',
      section: 'work',
    });
    expect(nextStepOf({ ...picked, currentMilestoneStatus: 'submitted' }, none)).toEqual({
      action: 'reviewMilestone',
      section: 'work',
    });
  });

  it('is paying what the Payments page asks for now, once nothing else waits', () => {
    const ledger = ledgerOf({ due: advance, outstanding: 100000, pending: 0, entries: [] });
    expect(nextStepOf({ ...picked, visitStatus: 'none' }, { rated: false, ledger })).toEqual({
      action: 'pay',
      section: null,
      toPay: { amount: 10000, milestone: { num: 1, title: 'Booking advance', careFee: null } },
    });
    // The proposed times are the partner's: the customer's answer comes before the money.
    expect(
      nextStepOf({ ...picked, visitStatus: 'proposed' }, { rated: false, ledger }).action,
    ).toBe('confirmVisit');
  });

  it('asks for nothing that was reported and waits for the team, nor once all is paid', () => {
    // The server leaves what waits out of `due` (docs/product.md#payments).
    const waiting = ledgerOf({ due: null, outstanding: 10000, pending: 10000 });
    expect(nextStepOf(picked, { rated: false, ledger: waiting }).action).toBeNull();
    const paid = ledgerOf({ due: null, outstanding: 0, pending: 0 });
    expect(nextStepOf(picked, { rated: false, ledger: paid }).action).toBeNull();
  });

  it('is the rating once completed, before any balance; then the balance', () => {
    const completed: WorkflowProject = { ...picked, status: 'Completed' };
    const ledger = ledgerOf({ due: advance, outstanding: 10000, pending: 0, entries: [] });
    expect(nextStepOf(completed, { rated: false, ledger })).toEqual({
      action: 'rate',
      section: null,
    });
    expect(nextStepOf(completed, { rated: true, ledger }).action).toBe('pay');
    expect(nextStepOf(completed, { rated: true }).action).toBeNull();
  });

  describe('while the next milestone waits for the approval of its work', () => {
    // The advance paid; milestone 2's work not yet approved: the ledger asks for nothing now.
    const milestones = plan.map((m) =>
      m.num === 2 ? { ...m, status: 'planned' as const, approvedAt: null } : m,
    );
    const ledger = ledgerOf({
      paid: 15000,
      outstanding: 135000,
      due: null,
      pending: 0,
      entries: [],
    });

    it('asks for no payment, and names the one its approval makes due', () => {
      expect(nextStepOf(picked, { rated: false, ledger, milestones })).toEqual({
        action: null,
        section: null,
        nextPayment: { num: 2, title: 'Materials on site', amount: 60000 },
      });
      // Before the plan is read, it is still said, without its name.
      expect(nextStepOf(picked, { rated: false, ledger })).toEqual({
        action: null,
        section: null,
        nextPayment: null,
      });
    });

    it('leads to the review of its proof', () => {
      const toReview = { ...picked, currentMilestoneStatus: 'submitted' as const };
      expect(nextStepOf(toReview, { rated: false, ledger, milestones })).toEqual({
        action: 'reviewMilestone',
        section: 'work',
      });
    });

    it('leaves the payment unnamed while a report waits for the team', () => {
      const waiting = { ...ledger, pending: 15000 };
      expect(nextStepOf(picked, { rated: false, ledger: waiting, milestones })).toEqual({
        action: null,
        section: null,
      });
    });
  });
});
