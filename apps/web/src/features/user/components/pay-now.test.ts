import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../../../test/payments/fixtures';
import { payNowOf } from './pay-now';

// What the customer is asked to pay now is the ledger's `due` and nothing else
// (docs/product.md#after-the-pick §E), even with money outstanding while the next milestone waits
// for its approval.

const advancePaid = ledgerOf({
  paid: 15000,
  outstanding: 135000,
  due: null,
  upi: null,
  pending: 0,
  entries: [],
});

describe('what the customer pays now', () => {
  it("is the ledger's due instalment", () => {
    expect(payNowOf(ledgerOf()).amount).toBe(30000);
  });

  it('is nothing while the next milestone waits for its approval, money outstanding or not', () => {
    expect(payNowOf(advancePaid)).toMatchObject({ amount: 0, waiting: 0 });
    expect(payNowOf(advancePaid).report.ok).toBe(true);
  });
});
