import { describe, expect, it } from 'vitest';
import { shortIndiaTime } from './india-time';

describe('shortIndiaTime', () => {
  it("names the moment in India's time, short enough for an SMS template's variable", () => {
    // 13:00 UTC is 6:30 pm in India, whatever the zone of the machine running this.
    const at = '2026-12-01T13:00:00.000Z';
    expect(shortIndiaTime(at, 'en')).toBe('1 Dec, 6:30 pm');
    expect(shortIndiaTime(new Date(at), 'hi')).toMatch(/^1 \S+, 6:30 pm$/);
    // The longest: a two-digit day, month and hour.
    for (const language of ['en', 'hi'] as const) {
      expect(shortIndiaTime('2026-09-30T06:29:00.000Z', language).length).toBeLessThan(30);
      expect(shortIndiaTime(at, language)).not.toMatch(/[\u00a0\u202f]/);
    }
  });
});
