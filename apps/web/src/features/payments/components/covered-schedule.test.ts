import { describe, expect, it } from 'vitest';
import { ledgerFigures } from '@greenscape/shared/payment-rules';
import { scheduleCoverage } from './covered-schedule';

const plan = [
  { num: 2, title: 'Materials on site', amount: 60000 },
  { num: 1, title: 'Booking advance', amount: 15000.5 },
  { num: 3, title: 'Handover', amount: 15000 },
];

describe('the schedule covered by what is paid', () => {
  it('fills the milestones in their order, the next one part-paid', () => {
    expect(
      scheduleCoverage(plan, 45000.5).map((r) => [r.milestone.num, r.covered, r.coverage]),
    ).toEqual([
      [1, 15000.5, 'full'],
      [2, 30000, 'part'],
      [3, 0, 'none'],
    ]);
  });

  it('covers nothing before the first payment, and everything once paid in full', () => {
    expect(scheduleCoverage(plan, 0).map((r) => r.coverage)).toEqual(['none', 'none', 'none']);
    expect(scheduleCoverage(plan, 90000.5).map((r) => r.coverage)).toEqual([
      'full',
      'full',
      'full',
    ]);
  });

  it("agrees with the server's due instalment", () => {
    const paid = 20000;
    const due = ledgerFigures(
      9_000_050,
      plan.map((m) => ({ num: m.num, title: m.title, amountPaise: Math.round(m.amount * 100) })),
      paid * 100,
    ).due!;
    const row = scheduleCoverage(plan, paid).find((r) => r.coverage !== 'full')!;
    expect(row.milestone.num).toBe(due.num);
    expect(row.milestone.amount - row.covered).toBe(due.amountPaise / 100);
  });
});
