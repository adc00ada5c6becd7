import { describe, expect, it } from 'vitest';
import { floorScenario, type Run } from './bench-settings';
import { budgets } from './budgets';
import { againstCeiling, ceilingRow, ceilingSeconds } from './ceiling';
import type { Measurement } from './scenarios';
import { countsAt } from './seed-at-scale';

const measured = (scenario: string, rps: number, extra: Partial<Measurement> = {}) => ({
  scenario,
  kind: 'read' as const,
  requestsPerSecond: rps,
  p50Ms: 5,
  p99Ms: 20,
  errors: 0,
  ...extra,
});

const run = (scale: number, readCache: boolean, results: Measurement[]): Run => ({
  database: 'postgres',
  scale,
  readCache,
  counts: countsAt(scale),
  ceilings: [10_000],
  results,
});

const uncached = (least: number) => ({ budget: { least, readCache: false } });

describe('ratios to the ceiling of the same run', () => {
  it('judges a scenario on the mean of the ceilings just before and after it', () => {
    const m = againstCeiling(measured('one project', 3_000), 8_000, 12_000);
    expect(m).toMatchObject({ ceilingBefore: 8_000, ceilingAfter: 12_000, ratioToCeiling: 0.3 });
  });

  it("gives the ceiling's own row the mean of its runs, and shorter runs than scenarios", () => {
    const row = ceilingRow([measured('hello', 9_000), measured('hello', 11_000, { p99Ms: 30 })]);
    expect(row).toMatchObject({ requestsPerSecond: 10_000, p99Ms: 30, ratioToCeiling: 1 });
    expect(ceilingSeconds(10)).toBe(5);
    expect(ceilingSeconds(2)).toBe(3);
  });
});

describe('the budgets', () => {
  const checks = budgets([
    run(1, true, [
      againstCeiling(
        measured('real traffic', 3_500, { budget: { least: 0.3, readCache: true } }),
        10_000,
        10_000,
      ),
      // One URL repeated with the cache on: a best case, not judged.
      againstCeiling(measured('customer: project list', 100, uncached(0.3)), 10_000, 10_000),
    ]),
    run(1, false, [
      againstCeiling(measured('customer: project list', 2_500, uncached(0.3)), 9_000, 11_000),
      againstCeiling(measured('admin: price search', 2_000, uncached(0.15)), 10_000, 10_000),
      againstCeiling(measured('public partner profile', 1_000), 10_000, 10_000),
    ]),
    run(0.01, false, [
      // A faster machine that run: 2,600 req/s is still the same share as at full size.
      againstCeiling(measured('customer: project list', 2_600), 10_400, 10_400),
      againstCeiling(measured('admin: price search', 3_200), 10_000, 10_000),
      againstCeiling(measured('public partner profile', 1_000), 10_000, 10_000),
    ]),
  ]);
  const check = (start: string) => checks.filter((c) => c.name.startsWith(start));

  it('judges each scenario on the run its budget names, and only there', () => {
    expect(check('real traffic: at least 30%')).toMatchObject([{ pass: true }]);
    expect(check('customer: project list: at least 30%')).toEqual([
      expect.objectContaining({ pass: false, name: expect.stringContaining('no read cache') }),
    ]);
    expect(check('admin: price search: at least 15%')).toMatchObject([{ pass: true }]);
    expect(check('public partner profile: at least')).toEqual([]);
  });

  it('gives each budget the one-query floor of its own run, where the run measured it', () => {
    const floorAt = (rps: number) => againstCeiling(measured(floorScenario, rps), 10_000, 10_000);
    const floored = budgets([
      run(1, true, [
        againstCeiling(
          measured('real traffic', 1_200, { budget: { least: 0.3, readCache: true } }),
          10_000,
          10_000,
        ),
        floorAt(4_500),
      ]),
      run(1, false, [
        againstCeiling(measured('one project', 2_000, uncached(0.3)), 10_000, 10_000),
        floorAt(3_500),
      ]),
      run(0.01, false, [floorAt(9_000)]),
    ]);
    expect(floored.map((c) => [c.name.split(':')[0], c.value])).toEqual([
      ['real traffic', expect.stringMatching(/^12% .*; the one-query floor 45%$/)],
      ['one project', expect.stringMatching(/^20% .*; the one-query floor 35%$/)],
    ]);
    // A run that did not measure it says nothing of a floor; nor is the floor's size judged.
    expect(check('customer: project list: at least 30%')[0]!.value).not.toContain('floor');
  });

  it('fails a budget on p99 or errors whatever the share', () => {
    const [slow] = budgets([
      run(1, false, [
        againstCeiling(measured('one project', 5_000, { ...uncached(0.3), p99Ms: 50 }), 1e4, 1e4),
      ]),
    ]);
    expect(slow).toMatchObject({ pass: false });
  });

  it('compares database sizes on shares of each run’s ceiling, not on req/s', () => {
    expect(check('customer: project list: 100000 projects')).toMatchObject([
      { pass: true, value: expect.stringMatching(/^1\.00x/) },
    ]);
    expect(check('admin: price search: 100000 projects')).toMatchObject([
      { pass: false, value: expect.stringMatching(/^1\.60x/) },
    ]);
  });
});
