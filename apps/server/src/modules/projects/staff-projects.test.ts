import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { idPrefix } from './staff-projects';

const bounds = (text: string) => {
  const where = idPrefix(text);
  return where && new PgDialect().sqlToQuery(where).params;
};

describe("the admin search's id prefix", () => {
  it('is the range of ids that start with the text, dashes where ids have them', () => {
    expect(bounds('3F2A9C1E-1')).toEqual([
      '3f2a9c1e-1000-0000-0000-000000000000',
      '3f2a9c1e-1fff-ffff-ffff-ffffffffffff',
    ]);
    expect(bounds('3f2a')).toEqual([
      '3f2a0000-0000-0000-0000-000000000000',
      '3f2affff-ffff-ffff-ffff-ffffffffffff',
    ]);
    const whole = '3f2a9c1e-1234-4abc-8def-0123456789ab';
    expect(bounds(whole)).toEqual([whole, whole]);
  });

  it('is none for text that cannot start an id', () => {
    expect(bounds('3f2a-9c1e')).toBeUndefined();
    expect(bounds('3f2')).toBeUndefined();
    expect(bounds('meera')).toBeUndefined();
    expect(bounds('3f2a9c1e-1234-4abc-8def-0123456789abc')).toBeUndefined();
  });
});
