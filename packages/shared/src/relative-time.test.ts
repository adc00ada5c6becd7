import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [3600, '1 hour ago'],
    [3 * 86400, '3 days ago'],
    [14 * 86400, '2 weeks ago'],
    [65 * 86400, '2 months ago'],
    [800 * 86400, '2 years ago'],
  ])('%i seconds ago reads %s', (seconds, text) => {
    expect(relativeTime(ago(seconds), now)).toBe(text);
  });

  it('accepts ISO strings from the API', () => {
    expect(relativeTime(ago(7200).toISOString(), now)).toBe('2 hours ago');
  });
});
