import { describe, expect, it } from 'vitest';
import { feeStandings, shouldPause, withCareFees, type FeeOnRecord } from './care-fees';

// A care plan's fees as ledger lines after the milestones, and the pause 15 days after a fee
// became due (docs/decisions/0012-care-fees-in-the-ledger.md).

const milestones = [{ num: 1, title: 'Booking advance', amountPaise: 10_000, payable: true }];
const fee = (month: number, startsOn: string, dueFrom = startsOn): FeeOnRecord => ({
  planId: 'p',
  month,
  startsOn,
  dueFrom,
  amountPaise: 2_000,
});

describe('care fees in the ledger', () => {
  it('follows the milestones in the order their months began, each with its month', () => {
    const lines = withCareFees(milestones, [fee(1, '2027-02-01'), fee(0, '2027-01-01')], String);
    expect(lines.map((l) => [l.num, l.careFee])).toEqual([
      [1, undefined],
      [101, { month: 1, from: '2027-01-01' }],
      [102, { month: 2, from: '2027-02-01' }],
    ]);
  });

  it('pauses 15 days after a fee became due, counted from its dueFrom', () => {
    const late = feeStandings(milestones, [fee(0, '2027-01-01')], 10_000);
    expect(late.map((f) => f.status)).toEqual(['due']);
    expect(shouldPause(late, '2027-01-15')).toBe(false);
    expect(shouldPause(late, '2027-01-16')).toBe(true);
    // A month that began during a pause counts from the resumption.
    const resumed = feeStandings(milestones, [fee(0, '2027-01-01', '2027-01-20')], 10_000);
    expect(shouldPause(resumed, '2027-01-20')).toBe(false);
    expect(shouldPause(resumed, '2027-02-04')).toBe(true);
    const paid = feeStandings(milestones, [fee(0, '2027-01-01')], 12_000);
    expect(shouldPause(paid, '2027-03-01')).toBe(false);
  });
});
