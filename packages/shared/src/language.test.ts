import { describe, expect, it } from 'vitest';
import { isLanguage, pickLanguage } from './language';

describe('pickLanguage', () => {
  it('follows Accept-Language weights and skips languages we do not speak', () => {
    expect(pickLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(pickLanguage('en-GB,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(pickLanguage('ta-IN,ta;q=0.9,hi;q=0.8,en;q=0.5')).toBe('hi');
    expect(pickLanguage('en;q=0.2,hi;q=0.7')).toBe('hi');
    expect(pickLanguage('fr,de')).toBe('en');
    expect(pickLanguage('hi;q=0')).toBe('en');
  });

  it('takes navigator.languages in order and falls back to English', () => {
    expect(pickLanguage(['mr-IN', 'hi-IN', 'en-US'])).toBe('hi');
    expect(pickLanguage(['en-US', 'hi'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('')).toBe('en');
  });

  it('knows its languages', () => {
    expect(isLanguage('hi')).toBe(true);
    expect(isLanguage('HI')).toBe(false);
    expect(isLanguage(3)).toBe(false);
  });
});
