import { describe, expect, it } from 'vitest';
import { ledgerFigures } from '@greenscape/shared/payment-rules';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { ledgerOf, milestoneOf, plan as defaultPlan } from '../../../../test/payments/fixtures';
import { nextOnApprovalOf, scheduleOf } from './schedule-coverage';

const milestone = (num: number, amount: number, patch: Partial<Milestone> = {}) =>
  milestoneOf(num, `Step ${num}`, 25, { amount, ...patch });
const approved = { status: 'approved', approvedAt: '2026-12-04T05:00:00.000Z' } as const;
// Handed over out of order, as nothing promises otherwise; the first is the advance.
const advance = milestone(1, 100.05, { advance: true });
const states = (plan: Milestone[], paid: number) =>
  scheduleOf(plan, paid).map((r) => [r.milestone.num, r.coverage]);

describe('the payment schedule', () => {
  it('asks for the advance from the pick, and for no work before its approval', () => {
    const plan = [milestone(3, 400.1), advance, milestone(2, 500)];
    expect(states(plan, 0)).toEqual([
      [1, 'due'],
      [2, 'later'],
      [3, 'later'],
    ]);
    // The advance paid, milestone 2's work not yet approved: nothing is due now.
    expect(states(plan, 100.05)).toEqual([
      [1, 'paid'],
      [2, 'later'],
      [3, 'later'],
    ]);
  });

  it('asks for a milestone once its work is approved, part-paid when some of it is', () => {
    const plan = [milestone(3, 400.1), advance, milestone(2, 500, approved)];
    expect(states(plan, 100.05)).toEqual([
      [1, 'paid'],
      [2, 'due'],
      [3, 'later'],
    ]);
    expect(states(plan, 350)).toEqual([
      [1, 'paid'],
      [2, 'part-paid'],
      [3, 'later'],
    ]);
    expect(states(plan, 1000.15)).toEqual([
      [1, 'paid'],
      [2, 'paid'],
      [3, 'paid'],
    ]);
  });

  it('keeps what is paid ahead of the work on its milestone, in paise', () => {
    const plan = [advance, milestone(2, 500), milestone(3, 400.1)];
    const rows = scheduleOf(plan, 700.15);
    expect(rows.map((r) => [r.coverage, r.coveredPaise])).toEqual([
      ['paid', 10005],
      ['paid', 50000],
      ['later', 10010],
    ]);
  });

  it('asks for what is left once the project is completed, its work approved or not', () => {
    const plan = [advance, milestone(2, 500), milestone(3, 400.1)];
    expect(scheduleOf(plan, 100.05, true).map((r) => [r.milestone.num, r.coverage])).toEqual([
      [1, 'paid'],
      [2, 'due'],
      [3, 'later'],
    ]);
  });

  it('asks for nothing on a plan without an advance until the first work is approved', () => {
    const plan = [milestone(1, 150), milestone(2, 850)];
    expect(states(plan, 0)).toEqual([
      [1, 'later'],
      [2, 'later'],
    ]);
    expect(states([milestone(1, 150, approved), plan[1]!], 0)).toEqual([
      [1, 'due'],
      [2, 'later'],
    ]);
  });

  it("agrees with the server's due instalment", () => {
    const plan = [milestone(2, 60000, approved), milestone(1, 15000.5, { advance: true })];
    const paid = 20000;
    const due = ledgerFigures(
      7_500_050,
      plan.map((m) => ({
        num: m.num,
        title: m.title,
        amountPaise: Math.round(m.amount * 100),
        payable: m.advance || m.status === 'approved',
      })),
      paid * 100,
    ).due!;
    const row = scheduleOf(plan, paid).find((r) => r.coverage !== 'paid')!;
    expect(row.milestone.num).toBe(due.num);
    expect(row.coverage).toBe('part-paid');
    expect(Math.round(row.milestone.amount * 100) - row.coveredPaise).toBe(due.amountPaise);
  });
});

// The default plan of a ₹1,50,000 quotation, the advance paid and milestone 2's work not approved.
const working = defaultPlan.map((m) =>
  m.num === 2 ? { ...m, status: 'planned' as const, approvedAt: null } : m,
);
const advancePaid = ledgerOf({
  paid: 15000,
  outstanding: 135000,
  due: null,
  upi: null,
  pending: 0,
  entries: [],
});

describe('the next payment after an approval', () => {
  it('names the milestone whose approval makes it due, with what is left of it', () => {
    expect(nextOnApprovalOf(advancePaid, working)).toEqual({
      num: 2,
      title: 'Materials on site',
      amount: 60000,
    });
    // Paid ahead of the work: only the rest of it is asked for on approval.
    const ahead = { ...advancePaid, paid: 40000.5, outstanding: 109999.5 };
    expect(nextOnApprovalOf(ahead, working)).toMatchObject({ num: 2, amount: 34999.5 });
  });

  it('counts what waits for the team as covering, as the ledger does', () => {
    const waiting = { ...advancePaid, paid: 0, outstanding: 150000, pending: 15000 };
    expect(nextOnApprovalOf(waiting, working)).toMatchObject({ num: 2, amount: 60000 });
    const all = { ...advancePaid, outstanding: 5000, pending: 5000 };
    expect(nextOnApprovalOf(all, working)).toBeNull();
  });

  it('is none while something is due now, nothing is outstanding, or the plan is not read', () => {
    expect(nextOnApprovalOf(ledgerOf(), working)).toBeNull();
    expect(nextOnApprovalOf({ ...advancePaid, outstanding: 0 }, working)).toBeNull();
    expect(nextOnApprovalOf(advancePaid, undefined)).toBeNull();
  });
});
