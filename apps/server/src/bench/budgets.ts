import { floorScenario, type Run } from './bench-settings';
import { realTrafficName } from './real-traffic';
import { hitRateText, percent } from './report-lines';
import type { Measurement } from './scenarios';

export type Check = {
  name: string;
  /** Held in this run and in the run before (inARow); held in this run until judged so. */
  pass: boolean;
  value: string;
  /** Whether it held in this run, and in the run before, once judged by inARow. */
  holds?: boolean;
  heldBefore?: boolean;
};

/**
 * A budget passes when it holds in two runs in a row (docs/performance.md#budgets): the machine's
 * two shared cores move a single run. The run before is the last full run with the same settings
 * on this machine (run-bench.ts).
 */
export function inARow(checks: Check[], before: Check[]): Check[] {
  return checks.map((c) => {
    const heldBefore = before.find((b) => b.name === c.name)?.holds === true;
    return { ...c, holds: c.pass, heldBefore, pass: c.pass && heldBefore };
  });
}

const cacheWords = (readCache: boolean) => (readCache ? 'read cache on' : 'no read cache');

/**
 * What a request may cost the server, as a multiple of the one-query floor's app + PostgreSQL CPU
 * per request in the same run (docs/performance.md#budgets): CPU per request holds still where
 * req/s moves with whatever else the two shared cores do. The customer's pages are the ones
 * people open most.
 */
export const floorMultiples = { customerPage: 2, page: 2.5, realTraffic: 2 } as const;
/** Latency at a steady rate, half of the mix's own capacity (open-loop.ts). */
export const steadyBudget = { p99Ms: 50, p999Ms: 100 } as const;

/** App + PostgreSQL CPU microseconds per request; undefined where the run did not read them. */
export const serverUs = (m: Measurement) => (m.cpu ? m.cpu.appUs + m.cpu.postgresUs : undefined);

const cpuText = (m: Measurement) =>
  m.cpu ? `app ${m.cpu.appUs} + PostgreSQL ${m.cpu.postgresUs} = ${serverUs(m)} µs` : 'no CPU';

/**
 * The CPU budgets of a run: without the read cache every page, each worked out from the database;
 * with it the real-traffic mix, as the server runs. Each line names the run's floor.
 */
function cpuChecks(run: Run): Check[] {
  const floor = run.results.find((m) => m.scenario === floorScenario);
  const floorUs = floor && serverUs(floor);
  if (!floor || !floorUs) {
    // Without the floor nothing can be judged: said as a failure, never as fewer budgets.
    return [
      {
        name: `the one-query floor, with its CPU per request (${cacheWords(run.readCache)})`,
        pass: false,
        value: floor
          ? 'measured, but no CPU read (the bench reads it from /proc, on Linux)'
          : 'not measured (BENCH_ONLY left it out)',
      },
    ];
  }
  const judged = run.results.filter((m) =>
    run.readCache
      ? m.scenario === realTrafficName
      : m.kind !== 'ceiling' && m.kind !== 'traffic' && m.scenario !== floorScenario,
  );
  return judged.map((m) => {
    const most = run.readCache
      ? floorMultiples.realTraffic
      : m.scenario.startsWith('customer:')
        ? floorMultiples.customerPage
        : floorMultiples.page;
    const multiple = (serverUs(m) ?? Infinity) / floorUs;
    return {
      name: `${m.scenario}: at most ${most}x the one-query floor's CPU per request, no errors (${cacheWords(run.readCache)})`,
      pass: multiple <= most && m.errors === 0,
      value: `${multiple.toFixed(2)}x: ${cpuText(m)}, the floor ${cpuText(floor)}; ${m.requestsPerSecond} req/s, p99 ${m.p99Ms} ms, ${m.errors} errors${m.traffic ? `; ${hitRateText(m.traffic)}` : ''}`,
    };
  });
}

/** The real-traffic mix driven at a steady rate, half of its own capacity in the same run. */
function steadyChecks(run: Run): Check[] {
  const s = run.steady;
  const name = `real traffic at a steady rate, half of its capacity: p99 under ${steadyBudget.p99Ms} ms, p99.9 under ${steadyBudget.p999Ms} ms, no errors (${cacheWords(run.readCache)})`;
  if (!run.readCache) {
    return [];
  }
  if (!s) {
    return [{ name, pass: false, value: 'not measured (BENCH_ONLY left out the real traffic)' }];
  }
  return [
    {
      name,
      pass: s.p99Ms < steadyBudget.p99Ms && s.p999Ms < steadyBudget.p999Ms && s.errors === 0,
      value: `${s.rate} req/s of a capacity of ${s.capacity}: p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms, p99.9 ${s.p999Ms} ms, max ${s.maxMs} ms, ${s.errors} errors of ${s.answered}; the driver sent late by ${s.sendLateMs.p99} ms at p99, ${s.sendLateMs.max} ms at most${s.fullCollections ? `; ${s.fullCollections.count} full collections (${s.fullCollections.ms} ms)` : ''}`,
    },
  ];
}

/** A scenario's ratio to its ceiling at the small size over the one at full size. */
export function sizeRatio(small: Measurement, big: Measurement): number {
  return small.ratioToCeiling / big.ratioToCeiling;
}

/** The budgets the bench passes or fails on, judged on the PostgreSQL runs. */
export function budgets(runs: Run[]): Check[] {
  const postgres = runs.filter((r) => r.database === 'postgres');
  if (postgres.length === 0) {
    return [];
  }
  const full = Math.max(...postgres.map((r) => r.scale));
  const cached = postgres.find((r) => r.scale === full && r.readCache);
  const uncached = postgres.find((r) => r.scale === full && !r.readCache);
  const small = postgres.find((r) => r.scale < full && !r.readCache);
  const checks = [cached, uncached].flatMap((run) =>
    run ? [...cpuChecks(run), ...steadyChecks(run)] : [],
  );
  // Page depth and database size on the runs without the read cache, where every answer costs
  // its queries: with it, a repeated URL costs nothing whatever its depth or the data's size.
  const depthRun = uncached ?? cached;
  const first = depthRun?.results.find((m) => m.scenario === 'admin: New tab, page 1');
  const deep = depthRun?.results.find((m) => m.scenario === 'admin: New tab, deep page');
  if (depthRun && first && deep) {
    const pageRatio =
      Math.max(first.ratioToCeiling, deep.ratioToCeiling) /
      Math.min(first.ratioToCeiling, deep.ratioToCeiling);
    checks.push({
      name: `admin New tab: a deep page costs about the same as page 1 (within 1.5x, ${cacheWords(depthRun.readCache)})`,
      pass: pageRatio <= 1.5,
      value: `${pageRatio.toFixed(2)}x (${percent(first.ratioToCeiling)} and ${percent(deep.ratioToCeiling)} of the ceiling)`,
    });
  }
  const uploads = uncached?.uploads ?? cached?.uploads;
  if (uploads) {
    const u = uploads;
    checks.push(
      {
        name: 'a 10 MB photo is accepted, re-encoded and thumbnailed in under 1.5 s',
        pass: u.singleMs.max < 1500,
        value: `median ${u.singleMs.median} ms, max ${u.singleMs.max} ms (${(u.photoBytes / 1e6).toFixed(1)} MB)`,
      },
      {
        name: `${u.read.scenario} at ${u.read.rate} req/s keeps p99 under 50 ms during a burst of uploads`,
        pass: u.read.duringP99Ms < 50,
        value: `p99 ${u.read.aloneP99Ms} ms alone, ${u.read.duringP99Ms} ms with ${u.uploaders} uploaders (${u.uploadsDuringBurst} photos)`,
      },
    );
  }
  if (small && uncached) {
    // The floor is `select 1` at any size: a size budget on it would judge the machine's swings.
    const sized = uncached.results.filter(
      (r) => r.kind !== 'ceiling' && r.scenario !== floorScenario,
    );
    for (const m of sized) {
      const s = small.results.find((r) => r.scenario === m.scenario);
      if (!s) {
        continue;
      }
      const ratio = sizeRatio(s, m);
      checks.push({
        name: `${m.scenario}: ${uncached.counts.projects} projects within 1.5x of ${small.counts.projects}, as shares of each run's ceiling (no read cache)`,
        pass: ratio <= 1.5,
        value: `${ratio.toFixed(2)}x (${percent(s.ratioToCeiling)} and ${percent(m.ratioToCeiling)} of the ceiling)`,
      });
    }
  }
  return checks;
}
