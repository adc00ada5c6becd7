import { describe, expect, it } from 'vitest';
import { formatPaise, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it('formats paise in Indian grouping', () => {
    expect(formatPaise(15_000_000)).toBe('₹1,50,000');
    expect(formatPaise(12_345_678)).toBe('₹1,23,456.78');
    expect(formatPaise(0)).toBe('₹0');
  });

  it('converts between rupees and paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(paiseToRupees(1999)).toBe(19.99);
  });
});
