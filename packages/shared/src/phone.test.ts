import { describe, expect, it } from 'vitest';
import { formatPhone, isStoredPhone, normalisePhone } from './phone';

describe('phone', () => {
  it('accepts 10 digits and +91 with 10 digits, ignoring spaces and hyphens', () => {
    expect(normalisePhone('9876543210')).toBe('+919876543210');
    expect(normalisePhone('+91 98765-43210')).toBe('+919876543210');
    expect(normalisePhone(' 98765 43210 ')).toBe('+919876543210');
  });

  it('refuses anything else', () => {
    expect(normalisePhone('987654321')).toBeUndefined();
    expect(normalisePhone('98765432100')).toBeUndefined();
    expect(normalisePhone('+44 9876543210')).toBeUndefined();
    expect(normalisePhone('98765abc10')).toBeUndefined();
    expect(normalisePhone('')).toBeUndefined();
  });

  it('formats as +91 XXXX-XXX-XXX, 16 characters', () => {
    const shown = formatPhone('+919876543210');
    expect(shown).toBe('+91 9876-543-210');
    expect(shown).toHaveLength(16);
  });

  it('recognises the stored form only', () => {
    expect(isStoredPhone('+919876543210')).toBe(true);
    expect(isStoredPhone('9876543210')).toBe(false);
  });
});
