import { describe, expect, it } from 'vitest';
import { allowedActions, may } from './project-actions';
import {
  actorOf,
  isJobUnderWay,
  machineOf,
  stageKeyOf,
  stageKeys,
  withMachine,
} from './project-machine';
import { freshProject, releasedProject } from './workflow-fixture';
import type { WorkflowProject } from './workflow';

const picked: WorkflowProject = {
  ...releasedProject,
  selectedQuotation: 1,
  milestoneCount: 2,
  currentMilestone: 1,
  currentMilestoneStatus: 'planned',
  outstanding: 1000,
};
const stage = (p: WorkflowProject) => {
  const key = stageKeyOf(p);
  return { key, actor: actorOf(key), num: p.currentMilestone };
};

describe("the state machine: a selected partner's job", () => {
  it('follows the visit, then each milestone, naming who must act', () => {
    expect(stage(picked)).toMatchObject({ key: 'visitToPropose', actor: 'team' });
    expect(stage({ ...picked, visitStatus: 'proposed' })).toMatchObject({
      key: 'visitToConfirm',
      actor: 'customer',
    });
    expect(stage({ ...picked, visitStatus: 'confirmed' })).toMatchObject({
      key: 'visitToReport',
      actor: 'partner',
    });
    const reported = { ...picked, visitStatus: 'reported' as const };
    expect(stage(reported)).toEqual({ key: 'milestoneWork', actor: 'partner', num: 1 });
    expect(
      stage({
        ...reported,
        approvedCount: 1,
        currentMilestone: 2,
        currentMilestoneStatus: 'submitted',
      }),
    ).toEqual({ key: 'milestoneToApprove', actor: 'customer', num: 2 });
    expect(stage({ ...reported, currentMilestoneStatus: 'changes-requested' })).toMatchObject({
      key: 'milestoneChanges',
      actor: 'partner',
    });
    expect(
      stage({
        ...reported,
        approvedCount: 2,
        currentMilestone: null,
        currentMilestoneStatus: null,
      }),
    ).toEqual({ key: 'readyToComplete', actor: 'team', num: null });
  });

  it('asks the customer for the advance once the work is approved and the advance is not', () => {
    const done = {
      ...picked,
      visitStatus: 'reported' as const,
      hasAdvance: true,
      approvedCount: 1,
      currentMilestone: null,
      currentMilestoneStatus: null,
    };
    expect(stage(done)).toMatchObject({ key: 'advanceToPay', actor: 'customer' });
  });

  it('says the job is under way from the pick to the handover only', () => {
    expect(isJobUnderWay('quotationPick')).toBe(false);
    expect(isJobUnderWay('visitToPropose')).toBe(true);
    expect(isJobUnderWay('readyToComplete')).toBe(true);
    expect(isJobUnderWay('completed')).toBe(false);
    expect(stageKeys).toHaveLength(17);
  });
});

describe('the state machine: who may do what', () => {
  it('offers each role only its own actions, by the rules', () => {
    const reported = { ...picked, visitStatus: 'reported' as const };
    expect(allowedActions(reported, { role: 'partner', standing: 'selected' })).toEqual([
      'submitProof',
    ]);
    expect(allowedActions(reported, { role: 'partner', standing: 'not-selected' })).toEqual([]);
    expect(allowedActions(reported, { role: 'customer' })).toEqual(['reportPayment']);
    expect(allowedActions(reported, { role: 'team' })).toEqual([
      'changeSite',
      'planMilestones',
      'recordPayment',
      'addPayout',
    ]);
    const submitted = { ...reported, currentMilestoneStatus: 'submitted' as const };
    expect(may(submitted, { role: 'customer' }, 'reviewMilestone')).toBe(true);
    expect(may(submitted, { role: 'partner', standing: 'selected' }, 'submitProof')).toBe(false);
  });

  it('lets an invited partner quote while the window is open, and no longer', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    const open: WorkflowProject = {
      ...picked,
      visibleToClient: false,
      selectedQuotation: null,
      allocatedCount: 1,
      finalizedCount: 0,
      quotationWindowClosesAt: '2026-11-22T00:00:00Z',
    };
    const invited = { role: 'partner', standing: 'open' } as const;
    expect(allowedActions(open, invited, now)).toEqual(['submitQuotation']);
    expect(allowedActions(open, { role: 'partner', standing: 'applied' }, now)).toEqual([]);
    expect(allowedActions({ ...open, allocatedCount: 3 }, invited, now)).toEqual([]);
  });

  it('sends the stage, the actor and the actions beside the facts', () => {
    const sent = withMachine(picked, { role: 'team' });
    expect(sent).toMatchObject({ stage: 'visitToPropose', actor: 'team', outstanding: 1000 });
    expect(sent.actions).toContain('proposeVisit');
    // Completion waits for the work and the money (canComplete), unless the team overrides.
    expect(sent.actions).not.toContain('complete');
    expect(machineOf(picked)).toMatchObject({ picked: true, completed: false, phase: 'execution' });
    expect(machineOf(freshProject)).toMatchObject({ picked: false, designsSent: false });
  });
});
