import { describe, expect, it } from 'vitest';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { scheduleOf } from './schedule-coverage';

const milestone = (num: number, amount: number): Milestone => ({
  num,
  title: `Step ${num}`,
  percent: 25,
  amount,
  dueOn: null,
  status: 'planned',
  proof: null,
  changeRequests: [],
  approvedAt: null,
  autoApproved: false,
});
// Handed over out of order, as nothing promises otherwise.
const plan = [milestone(3, 400.1), milestone(1, 100.05), milestone(2, 500)];
const states = (paid: number) => scheduleOf(plan, paid).map((r) => [r.milestone.num, r.coverage]);

describe('the payment schedule', () => {
  it('covers the milestones in their order with what is paid', () => {
    expect(states(0)).toEqual([
      [1, 'due'],
      [2, 'later'],
      [3, 'later'],
    ]);
    expect(states(100.05)).toEqual([
      [1, 'paid'],
      [2, 'due'],
      [3, 'later'],
    ]);
    expect(states(350)).toEqual([
      [1, 'paid'],
      [2, 'part-paid'],
      [3, 'later'],
    ]);
    expect(states(1000.15)).toEqual([
      [1, 'paid'],
      [2, 'paid'],
      [3, 'paid'],
    ]);
  });

  it('counts in paise, so amounts with decimals add up exactly', () => {
    const rows = scheduleOf(plan, 600.05);
    expect(rows.map((r) => r.covered)).toEqual([100.05, 500, 0]);
    expect(rows[2]!.coverage).toBe('due');
    expect(scheduleOf(plan, 700.15)[2]).toMatchObject({ covered: 100.1, coverage: 'part-paid' });
  });
});
