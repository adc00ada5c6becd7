import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxPaiseInWords, rupeesInWords } from './amount-in-words';

const rupees = (n: number) => n * 100;

const small: Record<string, number> = {
  Zero: 0,
  One: 1,
  Two: 2,
  Three: 3,
  Four: 4,
  Five: 5,
  Six: 6,
  Seven: 7,
  Eight: 8,
  Nine: 9,
  Ten: 10,
  Eleven: 11,
  Twelve: 12,
  Thirteen: 13,
  Fourteen: 14,
  Fifteen: 15,
  Sixteen: 16,
  Seventeen: 17,
  Eighteen: 18,
  Nineteen: 19,
  Twenty: 20,
  Thirty: 30,
  Forty: 40,
  Fifty: 50,
  Sixty: 60,
  Seventy: 70,
  Eighty: 80,
  Ninety: 90,
};
const scales: Record<string, number> = { Thousand: 1000, Lakh: 100_000 };

/**
 * Reads words below a crore back, refusing anything a careful writer would not produce: a group
 * of 100 or more before Thousand or Lakh, scales out of order, a tens word after a unit.
 */
function parseBelowCrore(words: string[]): number {
  let total = 0;
  let group = 0;
  let lastScale = Infinity;
  let sawHundred = false;
  for (const word of words) {
    if (word in small) {
      const value = small[word]!;
      if (value === 0 || (group % 100 !== 0 && (value >= 10 || group % 10 !== 0))) {
        throw new Error(`misplaced '${word}' in ${words.join(' ')}`);
      }
      group += value;
    } else if (word === 'Hundred') {
      if (sawHundred || group < 1 || group > 9) {
        throw new Error(`misplaced Hundred in ${words.join(' ')}`);
      }
      group *= 100;
      sawHundred = true;
    } else if (word in scales) {
      const scale = scales[word]!;
      if (group < 1 || group > 99 || scale >= lastScale) {
        throw new Error(`misplaced ${word} in ${words.join(' ')}`);
      }
      total += group * scale;
      group = 0;
      lastScale = scale;
    } else {
      throw new Error(`unknown word '${word}'`);
    }
  }
  return total + group;
}

function parseWhole(words: string[]): number {
  if (words.length === 1 && words[0] === 'Zero') {
    return 0;
  }
  const crore = words.lastIndexOf('Crore');
  if (crore === -1) {
    return parseBelowCrore(words);
  }
  const crores = parseWhole(words.slice(0, crore));
  if (crores < 1) {
    throw new Error('Crore without a count');
  }
  return crores * 10_000_000 + parseBelowCrore(words.slice(crore + 1));
}

/** The inverse of rupeesInWords, written independently of it. */
function parseAmount(text: string): number {
  const match = /^Rupees (.+?)(?: and (.+) Paise)? Only$/.exec(text);
  if (!match) {
    throw new Error(`not an amount in words: ${text}`);
  }
  const whole = parseWhole(match[1]!.split(' '));
  const paise = match[2] === undefined ? 0 : parseBelowCrore(match[2].split(' '));
  if (match[2] !== undefined && (paise < 1 || paise > 99)) {
    throw new Error(`paise out of range in ${text}`);
  }
  return whole * 100 + paise;
}

describe('rupeesInWords', () => {
  it.each([
    [1, 'Rupees One Only'],
    [10, 'Rupees Ten Only'],
    [11, 'Rupees Eleven Only'],
    [19, 'Rupees Nineteen Only'],
    [20, 'Rupees Twenty Only'],
    [21, 'Rupees Twenty One Only'],
    [99, 'Rupees Ninety Nine Only'],
    [100, 'Rupees One Hundred Only'],
    [101, 'Rupees One Hundred One Only'],
    [999, 'Rupees Nine Hundred Ninety Nine Only'],
    [1000, 'Rupees One Thousand Only'],
    [99_999, 'Rupees Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    [100_000, 'Rupees One Lakh Only'],
    [150_000, 'Rupees One Lakh Fifty Thousand Only'],
    [1_000_000, 'Rupees Ten Lakh Only'],
    [9_999_999, 'Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    [10_000_000, 'Rupees One Crore Only'],
    [10_101_111, 'Rupees One Crore One Lakh One Thousand One Hundred Eleven Only'],
    [
      1_234_567_890,
      'Rupees One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety Only',
    ],
    [100_000_000_000, 'Rupees Ten Thousand Crore Only'],
    [10_000_000_000_000, 'Rupees Ten Lakh Crore Only'],
  ])('writes %i rupees', (amount, words) => {
    expect(rupeesInWords(rupees(amount))).toBe(words);
  });

  it('writes zero and paise', () => {
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
    expect(rupeesInWords(65_050)).toBe('Rupees Six Hundred Fifty and Fifty Paise Only');
    expect(rupeesInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(rupeesInWords(199)).toBe('Rupees One and Ninety Nine Paise Only');
  });

  it('refuses negative, fractional and oversized amounts', () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
    expect(() => rupeesInWords(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesInWords(maxPaiseInWords + 1)).toThrow(RangeError);
    expect(rupeesInWords(maxPaiseInWords)).toBe('Rupees Ten Lakh Crore Only');
  });

  it('reads back as the amount it was written from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxPaiseInWords }), (paise) => {
        const words = rupeesInWords(paise);
        expect(parseAmount(words)).toBe(paise);
        expect(words.split(' and ').length).toBeLessThanOrEqual(2);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back amounts near the group boundaries', () => {
    const boundary = fc
      .tuple(
        fc.constantFrom(1, 100, 1000, 100_000, 10_000_000, 1_000_000_000, 100_000_000_000),
        fc.integer({ min: -2, max: 2 }),
        fc.integer({ min: 0, max: 99 }),
      )
      .map(([scale, offset, paise]) => Math.max(0, scale + offset) * 100 + paise);
    fc.assert(
      fc.property(boundary, (paise) => {
        expect(parseAmount(rupeesInWords(paise))).toBe(paise);
      }),
    );
  });
});
