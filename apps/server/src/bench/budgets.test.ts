import { describe, expect, it } from 'vitest';
import { floorScenario, type Run } from './bench-settings';
import { budgets, inARow } from './budgets';
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

const cpu = (appUs: number, postgresUs: number) => ({ cpu: { appUs, postgresUs, loadUs: 50 } });
const at = (m: ReturnType<typeof measured>) => againstCeiling(m, 10_000, 10_000);
/** The floor at 100 µs of app and 100 of PostgreSQL a request. */
const floorRow = at(measured(floorScenario, 4_000, cpu(100, 100)));

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
    {
      ...run(1, true, [
        floorRow,
        at(measured('real traffic', 3_500, { kind: 'traffic', ...cpu(250, 140) })),
        // One URL repeated with the cache on: a best case, not judged.
        at(measured('customer: project list', 9_000, cpu(20, 0))),
      ]),
      steady: {
        rate: 1_750,
        capacity: 3_500,
        sent: 17_500,
        answered: 17_500,
        errors: 0,
        p50Ms: 2,
        p99Ms: 18,
        p999Ms: 117,
        maxMs: 300,
        mostInFlight: 40,
        sendLateMs: { p99: 1, max: 4 },
      },
    },
    run(1, false, [
      floorRow,
      // 2.1x: within a page's 2.5x, beyond a customer's page's 2x.
      at(measured('customer: project list', 2_500, cpu(280, 140))),
      at(measured('admin: price search', 2_000, cpu(100, 390))),
      at(measured('admin: payments waiting', 900, cpu(600, 400))),
      at(measured('public partner profile', 1_000, cpu(300, 150))),
      at(measured('real traffic', 1_500, { kind: 'traffic', ...cpu(400, 400) })),
    ]),
    run(0.01, false, [
      // A faster machine that run: 2,600 req/s is still the same share as at full size.
      againstCeiling(measured('customer: project list', 2_600), 10_400, 10_400),
      at(measured('admin: price search', 3_200)),
      at(measured('public partner profile', 1_000)),
    ]),
  ]);
  const check = (start: string) => checks.filter((c) => c.name.startsWith(start));

  it("holds each page without the read cache to a multiple of the floor's CPU, the customer's to 2x", () => {
    expect(check('customer: project list: at most')).toEqual([
      expect.objectContaining({
        pass: false,
        name: "customer: project list: at most 2x the one-query floor's CPU per request, no errors (no read cache)",
        value: expect.stringMatching(
          /^2\.10x: app 280 \+ PostgreSQL 140 = 420 µs, the floor app 100 \+ PostgreSQL 100 = 200 µs/,
        ),
      }),
    ]);
    expect(check('admin: price search: at most 2.5x')).toMatchObject([{ pass: true }]);
    expect(check('public partner profile: at most 2.5x')).toMatchObject([{ pass: true }]);
    expect(check('admin: payments waiting: at most 2.5x')).toMatchObject([
      { pass: false, value: expect.stringMatching(/^5\.00x/) },
    ]);
  });

  it('holds the real-traffic mix to 2x with the read cache on, and never judges a cached URL', () => {
    expect(check('real traffic: at most 2x')).toMatchObject([
      {
        pass: true,
        name: expect.stringContaining('(read cache on)'),
        value: expect.stringMatching(/^1\.95x/),
      },
    ]);
    expect(checks.filter((c) => c.name.includes('read cache on'))).toHaveLength(2);
  });

  it('holds the mix at a steady rate to p99 under 50 ms and p99.9 under 100 ms', () => {
    expect(check('real traffic at a steady rate')).toMatchObject([
      { pass: false, value: expect.stringContaining('1750 req/s of a capacity of 3500') },
    ]);
  });

  it('fails, never drops, what it cannot judge: no floor, no CPU, no steady rate', () => {
    expect(budgets([run(1, false, [at(measured('one project', 2_000, cpu(100, 100)))])])).toEqual([
      expect.objectContaining({ pass: false, value: 'not measured (BENCH_ONLY left it out)' }),
    ]);
    const noCpu = budgets([run(1, false, [at(measured(floorScenario, 4_000))])]);
    expect(noCpu).toMatchObject([{ pass: false, value: expect.stringContaining('/proc') }]);
    const noSteady = budgets([run(1, true, [floorRow])]);
    expect(noSteady).toMatchObject([
      { name: expect.stringContaining('at a steady rate'), pass: false },
    ]);
  });

  it('fails errors whatever the CPU', () => {
    const [failing] = budgets([
      run(1, false, [
        floorRow,
        at(measured('one project', 2_000, { ...cpu(100, 100), errors: 3 })),
      ]),
    ]);
    expect(failing).toMatchObject({ pass: false });
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

describe('two runs in a row', () => {
  const held = { name: 'a', pass: true, value: '1x' };
  it('passes a budget only when it held in the run before too', () => {
    const before = inARow([held, { ...held, name: 'b', pass: false }], []);
    expect(before.map((c) => [c.name, c.pass, c.holds])).toEqual([
      ['a', false, true],
      ['b', false, false],
    ]);
    const now = inARow([held, { ...held, name: 'b' }, { ...held, name: 'c' }], before);
    expect(now.map((c) => [c.name, c.pass, c.heldBefore])).toEqual([
      ['a', true, true],
      ['b', false, false],
      ['c', false, false],
    ]);
  });
});
