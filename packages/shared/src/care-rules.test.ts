import { describe, expect, it } from 'vitest';
import { canMoveVisit } from './care-rules';

// Moving a care visit (docs/product.md#care-plans): within its month of the plan, at least 24 hours
// ahead; a visit outside the plan's months, as a resumption can leave one past the last day, stays.

const plan = { status: 'active' as const, startOn: '2026-12-01', months: 2 };
const now = new Date('2026-12-02T00:00:00+05:30');
const scheduled = (on: string) => ({ status: 'scheduled' as const, on });

describe('canMoveVisit', () => {
  it('moves a visit within its month, a day or more ahead', () => {
    expect(canMoveVisit(plan, scheduled('2026-12-10'), '2026-12-20', now)).toEqual({ ok: true });
    expect(canMoveVisit(plan, scheduled('2026-12-10'), '2026-12-02', now)).toMatchObject({
      code: 'careVisitOutsideMonth',
    });
  });

  it('keeps a visit in its month of the plan', () => {
    expect(canMoveVisit(plan, scheduled('2026-12-10'), '2027-01-05', now)).toMatchObject({
      code: 'careVisitOutsideMonth',
    });
  });

  it('never moves a visit that lies past the plan’s last day', () => {
    expect(canMoveVisit(plan, scheduled('2027-02-03'), '2027-02-20', now)).toMatchObject({
      code: 'careVisitOutsideMonth',
    });
  });
});
