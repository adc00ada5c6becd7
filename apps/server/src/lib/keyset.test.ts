import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './keyset';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('page cursors', () => {
  it('reads back what the server wrote', () => {
    const row = { createdAt: new Date('2026-11-23T10:00:00.000Z'), id: crypto.randomUUID() };
    expect(decodeCursor(encodeCursor(row))).toEqual(row);
  });

  it('refuses crafted cursors with a 400, never passes them to the database', () => {
    for (const crafted of [
      encode(['2026-11-23T10:00:00.000Z', '-'.repeat(36)]),
      encode(['2026-11-23T10:00:00.000Z', 'ffffffff-ffff-ffff-ffff-fffffffffffg']),
      encode(['+275760-09-13T00:00:00.000Z', crypto.randomUUID()]),
      encode(['-271821-04-20T00:00:00.000Z', crypto.randomUUID()]),
      encode(['1969-12-31T23:59:59.000Z', crypto.randomUUID()]),
      encode([12, crypto.randomUUID()]),
      encode({ 0: '2026-11-23', 1: crypto.randomUUID() }),
      encode(['2026-11-23T10:00:00.000Z']),
      'not base64 json',
    ]) {
      expect(() => decodeCursor(crafted), crafted).toThrow('This page link is not valid');
    }
  });
});
