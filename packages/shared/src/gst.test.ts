import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  documentNumber,
  financialYearOf,
  formatDocumentAmount,
  formatIndiaDate,
  formatRatePercent,
  gstSplit,
  gstinCheckCharacter,
  gstinState,
  indiaDay,
  indianStates,
  isValidGstin,
  stateByCodeOrName,
} from './gst';

describe('indianStates', () => {
  it('lists every state and union territory once, by its GST code', () => {
    expect(indianStates).toHaveLength(36);
    expect(new Set(indianStates.map((s) => s.code)).size).toBe(36);
    expect(new Set(indianStates.map((s) => s.name)).size).toBe(36);
    for (const s of indianStates) {
      expect(s.code).toMatch(/^\d{2}$/);
    }
    const codes = indianStates.map((s) => s.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).not.toContain('25');
    expect(codes).not.toContain('28');
    expect(codes).not.toContain('97');
  });

  it.each([
    ['01', 'Jammu and Kashmir'],
    ['07', 'Delhi'],
    ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['27', 'Maharashtra'],
    ['29', 'Karnataka'],
    ['33', 'Tamil Nadu'],
    ['36', 'Telangana'],
    ['37', 'Andhra Pradesh'],
    ['38', 'Ladakh'],
  ])('has %s %s', (code, name) => {
    expect(stateByCodeOrName(code)).toEqual({ code, name });
    expect(stateByCodeOrName(name)).toEqual({ code, name });
  });

  it('finds a state by code or name, trimmed and in any case', () => {
    expect(stateByCodeOrName(' 29 ')?.name).toBe('Karnataka');
    expect(stateByCodeOrName('  karnataka ')?.code).toBe('29');
    expect(stateByCodeOrName('TAMIL NADU')?.code).toBe('33');
    expect(stateByCodeOrName('9')).toBeUndefined();
    expect(stateByCodeOrName('97')).toBeUndefined();
    expect(stateByCodeOrName('Karnatak')).toBeUndefined();
    expect(stateByCodeOrName('')).toBeUndefined();
  });
});

describe('GSTIN', () => {
  it('accepts published valid GSTINs', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('refuses a wrong check character, an unknown state, lower case and wrong shapes', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('29AAGCB7383J1Z5')).toBe(false);
    // Right check character for the changed state code, but 99 is no state.
    expect(isValidGstin(`99AAPFU0939F1Z${gstinCheckCharacter('99AAPFU0939F1Z')}`)).toBe(false);
    expect(isValidGstin(`28AAPFU0939F1Z${gstinCheckCharacter('28AAPFU0939F1Z')}`)).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1ZV ')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27AAPFU0939F0ZV')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1YV')).toBe(false);
    expect(isValidGstin('')).toBe(false);
  });

  it('notices any single changed character', () => {
    const charset = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const base = '29AAGCB7383J1Z4';
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 14 }),
        fc.constantFrom(...charset.split('')),
        (position, replacement) => {
          fc.pre(base[position] !== replacement);
          const changed = base.slice(0, position) + replacement + base.slice(position + 1);
          expect(isValidGstin(changed)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('names the state of a GSTIN', () => {
    expect(gstinState('29AAGCB7383J1Z4')).toEqual({ code: '29', name: 'Karnataka' });
    expect(gstinState('27AAPFU0939F1ZV')?.name).toBe('Maharashtra');
    expect(gstinState('99AAGCB7383J1Z4')).toBeUndefined();
  });
});

describe('gstSplit', () => {
  it('splits a tax-inclusive total within the state', () => {
    expect(gstSplit(11_800_000, 18, true)).toEqual({
      taxablePaise: 10_000_000,
      cgstPaise: 900_000,
      sgstPaise: 900_000,
      igstPaise: 0,
      ratePercent: 18,
    });
  });

  it('charges IGST across states', () => {
    expect(gstSplit(11_800_000, 18, false)).toEqual({
      taxablePaise: 10_000_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_800_000,
      ratePercent: 18,
    });
  });

  it('rounds the taxable value to the paisa and gives an odd paisa to SGST', () => {
    // 101 / 1.18 = 85.59 → 86 taxable, 15 tax → CGST 7, SGST 8.
    expect(gstSplit(101, 18, true)).toEqual({
      taxablePaise: 86,
      cgstPaise: 7,
      sgstPaise: 8,
      igstPaise: 0,
      ratePercent: 18,
    });
    // ₹1,00,001 at 18 %: 84,746.61 taxable.
    expect(gstSplit(10_000_100, 18, true).taxablePaise).toBe(8_474_661);
    expect(gstSplit(0, 18, true).taxablePaise).toBe(0);
    expect(gstSplit(10_000, 0, false)).toMatchObject({ taxablePaise: 10_000, igstPaise: 0 });
  });

  it('refuses bad totals and rates', () => {
    expect(() => gstSplit(-1, 18, true)).toThrow(RangeError);
    expect(() => gstSplit(1.5, 18, true)).toThrow(RangeError);
    expect(() => gstSplit(100, -1, true)).toThrow(RangeError);
    expect(() => gstSplit(100, Number.NaN, true)).toThrow(RangeError);
  });

  it('always adds up to the total exactly, in non-negative whole paise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 13 }),
        fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28),
        fc.boolean(),
        (total, rate, intra) => {
          const s = gstSplit(total, rate, intra);
          const parts = [s.taxablePaise, s.cgstPaise, s.sgstPaise, s.igstPaise];
          for (const part of parts) {
            expect(Number.isInteger(part)).toBe(true);
            expect(part).toBeGreaterThanOrEqual(0);
          }
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(s.ratePercent).toBe(rate);
          // The taxable value is the nearest paisa to total ÷ (1 + rate).
          expect(Math.abs(s.taxablePaise * (100 + rate) - total * 100)).toBeLessThanOrEqual(
            (100 + rate) / 2 + 1e-6,
          );
          if (intra) {
            expect(s.igstPaise).toBe(0);
            expect(s.sgstPaise - s.cgstPaise).toBeGreaterThanOrEqual(0);
            expect(s.sgstPaise - s.cgstPaise).toBeLessThanOrEqual(1);
          } else {
            expect(s.cgstPaise + s.sgstPaise).toBe(0);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('prints rates with at most two decimals', () => {
    expect(formatRatePercent(18)).toBe('18');
    expect(formatRatePercent(9)).toBe('9');
    expect(formatRatePercent(2.5)).toBe('2.5');
    expect(formatRatePercent(0.125)).toBe('0.13');
    expect(formatRatePercent(1.1)).toBe('1.1');
  });
});

describe('India dates', () => {
  it.each([
    ['2026-04-01T00:00:00+05:30', '2026-27'],
    ['2027-03-31T23:59:00+05:30', '2026-27'],
    ['2026-03-31T18:29:59Z', '2025-26'],
    ['2026-03-31T18:30:00Z', '2026-27'],
    ['2099-06-01T00:00:00Z', '2099-00'],
    ['2000-01-15T00:00:00Z', '1999-00'],
  ])('puts %s in the financial year %s', (at, year) => {
    expect(financialYearOf(new Date(at))).toBe(year);
  });

  it('takes the calendar day in India time', () => {
    expect(indiaDay(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(indiaDay(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
    expect(indiaDay(new Date('2026-11-25T00:00:00+05:30'))).toBe('2026-11-25');
  });

  it('writes a day with the month as a word', () => {
    expect(formatIndiaDate('2026-11-25')).toBe('25 Nov 2026');
    expect(formatIndiaDate('2027-01-05')).toBe('5 Jan 2027');
    expect(formatIndiaDate('2028-02-29')).toBe('29 Feb 2028');
    expect(() => formatIndiaDate('2026-02-29')).toThrow(RangeError);
    expect(() => formatIndiaDate('2026-13-01')).toThrow(RangeError);
    expect(() => formatIndiaDate('25/11/2026')).toThrow(RangeError);
  });
});

describe('formatDocumentAmount', () => {
  it.each([
    [0, 'Rs. 0.00'],
    [5, 'Rs. 0.05'],
    [65_050, 'Rs. 650.50'],
    [99_999, 'Rs. 999.99'],
    [100_000, 'Rs. 1,000.00'],
    [15_000_000, 'Rs. 1,50,000.00'],
    [12_345_678, 'Rs. 1,23,456.78'],
    [1_000_000_000, 'Rs. 1,00,00,000.00'],
    [123_456_789_012, 'Rs. 1,23,45,67,890.12'],
  ])('writes %i paise as %s', (paise, text) => {
    expect(formatDocumentAmount(paise)).toBe(text);
  });

  it('agrees with the Indian locale on grouping', () => {
    const indian = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 14 }), (paise) => {
        const rupees = Math.floor(paise / 100);
        const expected = `${indian.format(rupees).split('.')[0]}.${String(paise % 100).padStart(2, '0')}`;
        expect(formatDocumentAmount(paise)).toBe(`Rs. ${expected}`);
      }),
    );
  });

  it('refuses negative and fractional paise', () => {
    expect(() => formatDocumentAmount(-1)).toThrow(RangeError);
    expect(() => formatDocumentAmount(0.5)).toThrow(RangeError);
  });
});

describe('documentNumber', () => {
  it('numbers documents within a financial year in at most 16 characters', () => {
    expect(documentNumber('2026-27', 1)).toBe('GS/2026-27/0001');
    expect(documentNumber('2026-27', 12_345)).toBe('GS/2026-27/12345');
    expect(documentNumber('2026-27', 99_999).length).toBe(16);
    expect(() => documentNumber('2026-27', 0)).toThrow(RangeError);
    expect(() => documentNumber('2026-27', 100_000)).toThrow(RangeError);
    expect(() => documentNumber('2026', 1)).toThrow(RangeError);
  });
});
