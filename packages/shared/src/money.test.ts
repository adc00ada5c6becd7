import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it('formats paise in Indian grouping', () => {
    expect(formatPaise(15_000_000)).toBe('₹1,50,000');
    expect(formatPaise(12_345_678)).toBe('₹1,23,456.78');
    expect(formatPaise(0)).toBe('₹0');
  });

  it('shows whole rupees without decimals and anything else with two, never one', () => {
    expect(formatRupees(650.5)).toBe('₹650.50');
    expect(formatRupees(650)).toBe('₹650');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(1234567.8)).toBe('₹12,34,567.80');
    expect(formatRupees(0.05)).toBe('₹0.05');
    expect(formatPaise(65_050)).toBe('₹650.50');
    expect(formatPaise(10_000_000_00)).toBe('₹1,00,00,000');
  });

  it('rounds to the paisa first, so float noise neither shows nor adds decimals', () => {
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
    expect(formatRupees(19.999)).toBe('₹20');
    expect(formatRupees(1.005 * 100)).toBe('₹100.50');
    expect(formatRupees(-650.5)).toBe('-₹650.50');
  });

  it('converts between rupees and paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(paiseToRupees(1999)).toBe(19.99);
  });
});
