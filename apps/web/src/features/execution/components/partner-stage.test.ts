import { describe, expect, it } from 'vitest';
import type { Milestone, SiteVisit } from '@greenscape/shared/schemas/execution';
import { executionStageOf } from './partner-stage';

const visit = (status: SiteVisit['status']): SiteVisit => ({
  status,
  slots: [],
  confirmedSlot: null,
  report: null,
});
const milestone = (num: number, status: Milestone['status']): Milestone => ({
  num,
  title: `M${num}`,
  percent: 50,
  amount: 1000,
  dueOn: null,
  advance: false,
  status,
  proof: null,
  proofs: [],
  changeRequests: [],
  approvedAt: null,
  autoApproved: false,
});

describe("a selected partner's card", () => {
  it('follows the visit, then each milestone, naming who must act', () => {
    const plan = [milestone(1, 'planned'), milestone(2, 'planned')];
    expect(executionStageOf(visit('none'), plan)).toMatchObject({
      key: 'visitToPropose',
      actor: 'team',
    });
    expect(executionStageOf(visit('proposed'), plan)).toMatchObject({
      key: 'visitToConfirm',
      actor: 'customer',
    });
    expect(executionStageOf(visit('confirmed'), plan)).toMatchObject({
      key: 'visitToReport',
      actor: 'partner',
    });
    expect(executionStageOf(visit('reported'), plan)).toEqual({
      key: 'milestoneWork',
      actor: 'partner',
      num: 1,
    });
    expect(
      executionStageOf(visit('reported'), [milestone(1, 'approved'), milestone(2, 'submitted')]),
    ).toEqual({ key: 'milestoneToApprove', actor: 'customer', num: 2 });
    expect(
      executionStageOf(visit('reported'), [milestone(1, 'changes-requested'), plan[1]!]),
    ).toMatchObject({ key: 'milestoneChanges', actor: 'partner' });
    expect(
      executionStageOf(visit('reported'), [milestone(1, 'approved'), milestone(2, 'approved')]),
    ).toEqual({ key: 'readyToComplete', actor: 'team', num: null });
  });

  it('starts the work at the milestone after the advance, paid or not (docs/product.md#milestones)', () => {
    const advance = { ...milestone(1, 'planned'), advance: true };
    const plan = [advance, milestone(2, 'planned'), milestone(3, 'planned')];
    expect(executionStageOf(visit('reported'), plan)).toEqual({
      key: 'milestoneWork',
      actor: 'partner',
      num: 2,
    });
    expect(
      executionStageOf(visit('reported'), [advance, milestone(2, 'submitted'), plan[2]!]),
    ).toEqual({ key: 'milestoneToApprove', actor: 'customer', num: 2 });
  });
});
