import { describe, expect, it } from 'vitest';
import { customerStatusOf, stageOf, timelineOf } from './stages';
import type { WorkflowProject } from './workflow';
import { freshProject } from './workflow-fixture';

const now = new Date('2026-11-24T10:00:00Z');
const later = '2026-11-25T10:00:00Z';
const earlier = '2026-11-23T10:00:00Z';

const fresh = freshProject;
const designsSent: WorkflowProject = { ...fresh, status: 'In Progress', designCount: 3 };
const designPicked = { ...designsSent, designSelected: 2 };
const shared = {
  ...designPicked,
  hasTemplate: true,
  quotationSent: true,
  quotationWindowClosesAt: later,
};

const picked: WorkflowProject = {
  ...shared,
  allocatedCount: 2,
  finalizedCount: 2,
  visibleToClient: true,
  selectedQuotation: 1,
  milestoneCount: 4,
  currentMilestone: 1,
  currentMilestoneStatus: 'planned',
};
const building: WorkflowProject = { ...picked, visitStatus: 'reported' };
const allApproved: WorkflowProject = {
  ...building,
  approvedCount: 4,
  currentMilestone: null,
  currentMilestoneStatus: null,
  proofSubmitted: true,
};

describe('stageOf', () => {
  // Each stage in workflow order, with who must act and the team's words.
  const cases: [string, WorkflowProject, string, string][] = [
    ['a new request', fresh, 'team', 'Waiting for designs'],
    ['designs sent', designsSent, 'customer', "Waiting for the customer's design pick"],
    ['a design picked', designPicked, 'team', 'Building the quotation'],
    [
      'a template not yet shared',
      { ...designPicked, hasTemplate: true },
      'team',
      'Quotation built, not yet sent to partners',
    ],
    [
      'two bids in an open window',
      { ...shared, allocatedCount: 2 },
      'partners',
      'Collecting quotations (2 of 3)',
    ],
    [
      'three bids, one costed',
      { ...shared, allocatedCount: 3, finalizedCount: 1 },
      'team',
      'Costing quotations (1 of 3 done)',
    ],
    [
      'a closed window without bids',
      { ...shared, quotationWindowClosesAt: earlier },
      'team',
      'No quotation arrived before the deadline',
    ],
    [
      'a closed window, all costed',
      { ...shared, quotationWindowClosesAt: earlier, allocatedCount: 2, finalizedCount: 2 },
      'team',
      'Ready to release to the customer',
    ],
    [
      'released',
      { ...shared, allocatedCount: 2, finalizedCount: 2, visibleToClient: true },
      'customer',
      "Waiting for the customer's quotation pick",
    ],
    // After the pick, the site visit and each milestone in turn.
    ['a quotation picked', picked, 'team', 'Site visit: propose times'],
    [
      'visit times proposed',
      { ...picked, visitStatus: 'proposed' },
      'customer',
      "Site visit: waiting for the customer's choice of time",
    ],
    [
      'a visit confirmed',
      { ...picked, visitStatus: 'confirmed' },
      'partner',
      "Site visit: waiting for the partner's report",
    ],
    ['a visit reported', building, 'partner', 'Milestone 1 of 4: work under way'],
    [
      'proof submitted',
      { ...building, currentMilestone: 2, approvedCount: 1, currentMilestoneStatus: 'submitted' },
      'customer',
      "Milestone 2 of 4: waiting for the customer's approval",
    ],
    [
      'changes asked for',
      { ...building, currentMilestoneStatus: 'changes-requested' },
      'partner',
      'Milestone 1 of 4: changes under way',
    ],
    [
      'every milestone approved',
      allApproved,
      'team',
      'Every milestone approved: ready to complete',
    ],
    [
      'the work approved, the advance unpaid',
      { ...allApproved, hasAdvance: true, approvedCount: 3 },
      'customer',
      'Work approved: waiting for the customer to pay the advance',
    ],
    [
      'picked before plans existed, visit reported',
      {
        ...building,
        milestoneCount: 0,
        currentMilestone: null,
        currentMilestoneStatus: null,
      },
      'team',
      'Ready to complete',
    ],
    [
      'completed',
      { ...shared, status: 'Completed', visibleToClient: true, selectedQuotation: 1 },
      'nobody',
      'Completed',
    ],
  ];
  for (const [name, project, actor, label] of cases) {
    it(`${name}: ${label}`, () => {
      expect(stageOf(project, now)).toMatchObject({ actor, label });
    });
  }
});

describe('timelineOf', () => {
  const states = (p: WorkflowProject) => timelineOf(p).map((s) => `${s.key}:${s.state}`);

  it('marks the steps behind, the current one with its detail, and the coming ones', () => {
    expect(states(designsSent)).toEqual([
      'requested:done',
      'designs:done',
      'designChosen:current',
      'quotations:coming',
      'quotationChosen:coming',
      'siteVisit:coming',
      'building:coming',
      'handover:coming',
    ]);
    expect(timelineOf(designsSent).find((s) => s.state === 'current')?.detail).toMatch(
      /choose the one you like/,
    );
  });

  it('waits for quotations without telling the customer how many arrived', () => {
    const steps = timelineOf({ ...shared, allocatedCount: 2 });
    expect(steps.find((s) => s.state === 'current')?.key).toBe('quotations');
    expect(JSON.stringify(steps)).not.toMatch(/of 3/);
  });

  it('walks the job after the pick: visit, building, handover', () => {
    const current = (p: WorkflowProject) => timelineOf(p).find((s) => s.state === 'current');
    expect(current(picked)).toMatchObject({ key: 'siteVisit', detailId: 'siteVisit' });
    expect(current({ ...picked, visitStatus: 'proposed' })).toMatchObject({
      key: 'siteVisit',
      detailId: 'visitToConfirm',
    });
    expect(current(building)).toMatchObject({ key: 'building', detailId: 'building' });
    expect(current({ ...building, currentMilestoneStatus: 'submitted' })?.detail).toMatch(
      /approve it or ask for changes/,
    );
    expect(current(allApproved)).toMatchObject({ key: 'handover', detailId: 'handoverSoon' });
    expect(states(allApproved).slice(5)).toEqual([
      'siteVisit:done',
      'building:done',
      'handover:current',
    ]);
  });

  it('shows every step done once the project is completed', () => {
    const done = { ...shared, status: 'Completed' as const, selectedQuotation: 1 };
    expect(timelineOf(done).every((s) => s.state === 'done')).toBe(true);
  });
});

describe('customerStatusOf', () => {
  const released = { ...shared, allocatedCount: 2, finalizedCount: 2, visibleToClient: true };
  // The customer's short words on their cards, and whether the project waits for them.
  const cases: [string, WorkflowProject, string, boolean][] = [
    ['a new request', fresh, 'Designs on the way', false],
    ['designs sent', designsSent, 'Choose your design', true],
    [
      'quotations being collected',
      { ...shared, allocatedCount: 2 },
      'Quotations on the way',
      false,
    ],
    ['released', released, 'Choose your quotation', true],
    ['a quotation picked', { ...released, selectedQuotation: 2 }, 'Site visit to plan', false],
    [
      'visit times proposed',
      { ...picked, visitStatus: 'proposed' },
      'Choose a time for the site visit',
      true,
    ],
    ['a visit confirmed', { ...picked, visitStatus: 'confirmed' }, 'Site visit booked', false],
    ['building', building, 'Work under way', false],
    [
      'proof to approve',
      { ...building, currentMilestoneStatus: 'submitted' },
      'Approve the work',
      true,
    ],
    [
      'changes asked for',
      { ...building, currentMilestoneStatus: 'changes-requested' },
      'Changes under way',
      false,
    ],
    ['every milestone approved', allApproved, 'Handover soon', false],
    [
      'the work approved, the advance unpaid',
      { ...allApproved, hasAdvance: true, approvedCount: 3 },
      'Pay the advance',
      true,
    ],
    ['completed', { ...released, selectedQuotation: 2, status: 'Completed' }, 'Completed', false],
  ];
  for (const [name, project, label, yourTurn] of cases) {
    it(`${name}: ${label}`, () => {
      expect(customerStatusOf(project)).toEqual({ label, yourTurn });
    });
  }

  it('agrees with the stage on who must act', () => {
    for (const [, project] of cases) {
      expect(customerStatusOf(project).yourTurn).toBe(stageOf(project, now).actor === 'customer');
    }
  });
});
