import { describe, expect, it } from 'vitest';
import { ledgerFigures } from '@greenscape/shared/payment-rules';
import { milestoneOf } from '../test-fixtures';
import { scheduleOf } from './schedule-coverage';

const milestone = (num: number, amount: number) => milestoneOf(num, `Step ${num}`, 25, { amount });
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

  // From the team's schedule (covered-schedule.test.ts, merged here).
  const advance = [milestone(2, 60000), milestone(1, 15000.5), milestone(3, 15000)];

  it('fills the milestones in their order, the next one part-paid and the rest later', () => {
    expect(
      scheduleOf(advance, 45000.5).map((r) => [r.milestone.num, r.covered, r.coverage]),
    ).toEqual([
      [1, 15000.5, 'paid'],
      [2, 30000, 'part-paid'],
      [3, 0, 'later'],
    ]);
    expect(scheduleOf(advance, 90000.5).map((r) => r.coverage)).toEqual(['paid', 'paid', 'paid']);
  });

  it("agrees with the server's due instalment", () => {
    const paid = 20000;
    const due = ledgerFigures(
      9_000_050,
      advance.map((m) => ({ num: m.num, title: m.title, amountPaise: Math.round(m.amount * 100) })),
      paid * 100,
    ).due!;
    const row = scheduleOf(advance, paid).find((r) => r.coverage !== 'paid')!;
    expect(row.milestone.num).toBe(due.num);
    expect(row.coverage).toBe('part-paid');
    expect(row.milestone.amount - row.covered).toBe(due.amountPaise / 100);
  });
});
