import { describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { indiaToday } from '@greenscape/shared/payment-rules';
import { paymentSchema } from './payment-values';

const typed = (amount: string) =>
  paymentSchema.safeParse({ amount, method: 'upi', reference: '', paidOn: indiaToday() });

describe('the payment form reads amounts as people type them', () => {
  it('takes rupees with the sign, grouping and paise', () => {
    expect(typed('₹ 1,50,000').data?.amount).toBe(150000);
    expect(typed('650.50').data?.amount).toBe(650.5);
  });

  it('refuses what only looks like a number to JavaScript', () => {
    for (const amount of ['0x10', '1e3', '12abc', '-5', 'Infinity']) {
      const result = typed(amount);
      expect(result.success, amount).toBe(false);
      expect(result.error?.issues[0]?.message, amount).toBe(messages.paymentAmountInvalid);
    }
  });
});
