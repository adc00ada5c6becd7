import { describe, expect, it } from 'vitest';
import {
  canConfirmVisit,
  canPlanMilestones,
  canProposeVisit,
  canReportVisit,
  canReviewMilestone,
  canSubmitProof,
  milestoneAmountsPaise,
  visitTimeHasCome,
} from './execution-rules';
import { messages, type MessageKey } from './messages';
import { messagesHi } from './messages-hi';
import { refusalStatus, type Verdict, type WorkflowProject } from './workflow';
import { freshProject } from './workflow-fixture';

// The rules of the job after the pick (docs/product.md#after-the-pick): every refusal, its
// status (400 for what was asked, 409 for the state) and its texts in both languages.

const picked: WorkflowProject = {
  ...freshProject,
  status: 'In Progress',
  designCount: 1,
  designSelected: 1,
  hasTemplate: true,
  quotationSent: true,
  allocatedCount: 2,
  finalizedCount: 2,
  visibleToClient: true,
  selectedQuotation: 1,
  milestoneCount: 4,
  currentMilestone: 1,
  currentMilestoneStatus: 'planned',
};
const reported: WorkflowProject = { ...picked, visitStatus: 'reported' };
const notPicked: WorkflowProject = { ...picked, selectedQuotation: null };
const completed: WorkflowProject = { ...picked, status: 'Completed' };

function refused(verdict: Verdict, code: MessageKey, status: 400 | 409 = 409) {
  expect(verdict).toEqual({ ok: false, code, message: messages[code] });
  if (!verdict.ok) {
    expect(refusalStatus(verdict)).toBe(status);
    expect(messagesHi[code]).toMatch(/[\u0900-\u097F]/);
  }
}

describe('the site visit rules', () => {
  it('lets the team propose from the pick until the visit is reported', () => {
    expect(canProposeVisit(picked).ok).toBe(true);
    expect(canProposeVisit({ ...picked, visitStatus: 'proposed' }).ok).toBe(true);
    // Over a confirmed time: a reschedule.
    expect(canProposeVisit({ ...picked, visitStatus: 'confirmed' }).ok).toBe(true);
    refused(canProposeVisit(reported), 'visitAlreadyReported');
    refused(canProposeVisit(notPicked), 'executionNotStarted');
    refused(canProposeVisit(completed), 'projectAlreadyCompleted');
  });

  it('lets the customer confirm proposed times, once', () => {
    expect(canConfirmVisit({ ...picked, visitStatus: 'proposed' }).ok).toBe(true);
    refused(canConfirmVisit(picked), 'visitNotProposed');
    refused(canConfirmVisit({ ...picked, visitStatus: 'confirmed' }), 'visitAlreadyConfirmed');
    refused(canConfirmVisit(reported), 'visitAlreadyReported');
    refused(canConfirmVisit(notPicked), 'executionNotStarted');
  });

  it('takes the report once the visit is confirmed, once', () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(
      canReportVisit({ ...picked, visitStatus: 'confirmed', visitConfirmedSlot: past }).ok,
    ).toBe(true);
    refused(canReportVisit(picked), 'visitNotProposed');
    refused(canReportVisit({ ...picked, visitStatus: 'proposed' }), 'visitNotConfirmed');
    refused(canReportVisit(reported), 'visitAlreadyReported');
    refused(canReportVisit(completed), 'projectAlreadyCompleted');
  });

  it('refuses the report before the confirmed time, and takes it from that time on', () => {
    const at = new Date('2026-12-01T05:00:00.000Z');
    const confirmed: WorkflowProject = {
      ...picked,
      visitStatus: 'confirmed',
      visitConfirmedSlot: at.toISOString(),
    };
    refused(canReportVisit(confirmed, new Date(at.getTime() - 60_000)), 'visitNotYetHappened');
    expect(canReportVisit(confirmed, at).ok).toBe(true);
    expect(canReportVisit(confirmed, new Date(at.getTime() + 60_000)).ok).toBe(true);
    // A confirmed visit whose time is unknown is not reported blindly.
    refused(canReportVisit({ ...confirmed, visitConfirmedSlot: null }), 'visitNotYetHappened');
    expect(visitTimeHasCome(at.toISOString(), at)).toBe(true);
    expect(visitTimeHasCome(at, new Date(at.getTime() - 1))).toBe(false);
    expect(visitTimeHasCome(null)).toBe(false);
  });
});

describe('the milestone rules', () => {
  it('lets the team change the plan until the first proof', () => {
    expect(canPlanMilestones(picked).ok).toBe(true);
    refused(canPlanMilestones({ ...reported, proofSubmitted: true }), 'planLocked');
    refused(canPlanMilestones(notPicked), 'executionNotStarted');
  });

  it('takes proof of the current milestone only, after the visit is reported', () => {
    expect(canSubmitProof(reported, 1).ok).toBe(true);
    expect(canSubmitProof({ ...reported, currentMilestoneStatus: 'changes-requested' }, 1).ok).toBe(
      true,
    );
    refused(canSubmitProof(picked, 1), 'visitNotReportedYet');
    refused(canSubmitProof(reported, 2), 'proofNotCurrent');
    refused(canSubmitProof(reported, 5), 'invalidMilestoneNumber', 400);
    refused(canSubmitProof(reported, 0), 'invalidMilestoneNumber', 400);
    refused(
      canSubmitProof({ ...reported, currentMilestoneStatus: 'submitted' }, 1),
      'proofAwaitingReview',
    );
    const second = { ...reported, currentMilestone: 2, approvedCount: 1 };
    refused(canSubmitProof(second, 1), 'milestoneAlreadyApproved');
    const allDone = { ...reported, currentMilestone: null, currentMilestoneStatus: null };
    refused(canSubmitProof(allDone, 4), 'milestoneAlreadyApproved');
  });

  it('lets the customer review only a submitted milestone', () => {
    const submitted: WorkflowProject = { ...reported, currentMilestoneStatus: 'submitted' };
    expect(canReviewMilestone(submitted, 1).ok).toBe(true);
    refused(canReviewMilestone(reported, 1), 'milestoneNotSubmitted');
    refused(canReviewMilestone(submitted, 2), 'milestoneNotSubmitted');
    refused(canReviewMilestone(submitted, 9), 'invalidMilestoneNumber', 400);
    refused(
      canReviewMilestone({ ...submitted, currentMilestone: 2, approvedCount: 1 }, 1),
      'milestoneAlreadyApproved',
    );
    refused(
      canReviewMilestone({ ...submitted, status: 'Completed' }, 1),
      'projectAlreadyCompleted',
    );
  });
});

describe('the amounts', () => {
  it('round each to the rupee, the last taking the remainder', () => {
    expect(milestoneAmountsPaise(10_000_100, [10, 40, 40, 10])).toEqual([
      1_000_000, 4_000_000, 4_000_000, 1_000_100,
    ]);
    // ₹1,23,456.78 in thirds: the paise land on the last one.
    const amounts = milestoneAmountsPaise(12_345_678, [33, 33, 34]);
    expect(amounts.slice(0, 2)).toEqual([4_074_100, 4_074_100]);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(12_345_678);
  });

  it('never lets rounding leave the last milestone negative for a tiny total', () => {
    // ₹5 in 30/30/30/10: each 30 % rounds up to ₹2, which would leave −₹1 for the last.
    expect(milestoneAmountsPaise(500, [30, 30, 30, 10])).toEqual([200, 200, 100, 0]);
    for (const total of [0, 1, 99, 100, 300, 500, 700, 1_000, 1_234]) {
      for (const percents of [
        [30, 30, 30, 10],
        [15, 15, 15, 15, 15, 15, 5, 5],
        [50, 50],
      ]) {
        const amounts = milestoneAmountsPaise(total, percents);
        expect(amounts.every((a) => a >= 0)).toBe(true);
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);
      }
    }
  });
});
