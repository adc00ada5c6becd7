import { floorScenario, type Run } from './bench-settings';
import { hitRateText, percent, ratioText } from './report-lines';
import type { Measurement } from './scenarios';

export type Check = { name: string; pass: boolean; value: string };

const cacheWords = (readCache: boolean) => (readCache ? 'read cache on' : 'no read cache');

/**
 * Each scenario's own budget (app-scenarios.ts, real-traffic.ts) on the run it names: a share of
 * the ceiling of the same run, p99 under 50 ms and no errors.
 */
function throughputChecks(run: Run): Check[] {
  // What the cheapest read that asks PostgreSQL reached in the same run: no uncached page can
  // pass a budget above it, and one near it leaves the page nothing to spend on its own work.
  const floor = run.results.find((m) => m.scenario === floorScenario);
  const floorText = floor ? `; the one-query floor ${percent(floor.ratioToCeiling)}` : '';
  return run.results
    .filter((m) => m.budget?.readCache === run.readCache)
    .map((m) => {
      const least = m.budget!.least;
      return {
        name: `${m.scenario}: at least ${percent(least)} of the ceiling, p99 under 50 ms, no errors (${cacheWords(run.readCache)})`,
        pass: m.ratioToCeiling >= least && m.p99Ms < 50 && m.errors === 0,
        value: `${ratioText(m)}, ${m.requestsPerSecond} req/s, p99 ${m.p99Ms} ms, ${m.errors} errors${m.traffic ? `; ${hitRateText(m.traffic)}` : ''}${floorText}`,
      };
    });
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
  const checks = [cached, uncached].flatMap((run) => (run ? throughputChecks(run) : []));
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
