import { describe, expect, it } from 'vitest';
import { cpuNow, cpuPerRequest, postgresSpent } from './cpu-split';

describe("PostgreSQL's CPU between two readings", () => {
  it('counts each backend that lived on, and a new one from zero', () => {
    const before = new Map([
      [10, 5_000],
      [11, 900_000],
    ]);
    // Backend 11 ended (an idle connection closed): its 900 ms before the first reading are not
    // taken off what the others spent. Backend 12 started during the run.
    const after = new Map([
      [10, 7_000],
      [12, 3_000],
    ]);
    expect(postgresSpent(before, after)).toBe(5_000);
  });

  it('splits a reading of this process by request', () => {
    const before = cpuNow(process.pid);
    let x = 0;
    for (let i = 0; i < 5e6; i++) {
      x += i % 7;
    }
    const split = cpuPerRequest(before, cpuNow(process.pid), 10);
    expect(x).toBeGreaterThan(0);
    expect(split.loadUs).toBeGreaterThan(0);
  });
});
