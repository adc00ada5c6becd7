import { scale, type Run } from './bench-settings';

export type Check = { name: string; pass: boolean; value: string };

/** The budgets the bench passes or fails on, judged on the PostgreSQL runs. */
export function budgets(runs: Run[]): Check[] {
  const checks: Check[] = [];
  // Throughput budgets on the server as it runs (read cache on); page depth, database size and
  // uploads on the runs without it, where every answer costs its queries.
  const big = runs.find((r) => r.database === 'postgres' && r.scale === scale && r.readCache);
  const bigCold = runs.find((r) => r.database === 'postgres' && r.scale === scale && !r.readCache);
  const small = runs.find((r) => r.database === 'postgres' && r.scale !== scale && !r.readCache);
  if (!big) {
    return checks;
  }
  for (const m of big.results.filter((r) => r.kind !== 'ceiling')) {
    const least = m.kind === 'search' ? 0.2 : 0.35;
    checks.push({
      name: `${m.scenario}: at least ${least * 100}% of the ceiling, p99 under 50 ms`,
      pass: m.ratioToCeiling >= least && m.p99Ms < 50 && m.errors === 0,
      value: `${(m.ratioToCeiling * 100).toFixed(0)}%, p99 ${m.p99Ms} ms, ${m.errors} errors`,
    });
  }
  const depthRun = bigCold ?? big;
  const first = depthRun.results.find((m) => m.scenario === 'admin: New tab, page 1');
  const deep = depthRun.results.find((m) => m.scenario === 'admin: New tab, deep page');
  if (first && deep) {
    const pageRatio =
      Math.max(first.requestsPerSecond, deep.requestsPerSecond) /
      Math.min(first.requestsPerSecond, deep.requestsPerSecond);
    checks.push({
      name: `admin New tab: a deep page costs about the same as page 1 (within 1.5x${depthRun.readCache ? '' : ', no read cache'})`,
      pass: pageRatio <= 1.5,
      value: `${pageRatio.toFixed(2)}x`,
    });
  }
  const uploads = bigCold?.uploads ?? big.uploads;
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
  if (small && bigCold) {
    for (const m of bigCold.results.filter((r) => r.kind !== 'ceiling')) {
      const s = small.results.find((r) => r.scenario === m.scenario);
      if (!s) {
        continue;
      }
      const ratio = s.requestsPerSecond / m.requestsPerSecond;
      checks.push({
        name: `${m.scenario}: ${bigCold.counts.projects} projects within 1.5x of ${small.counts.projects} (no read cache)`,
        pass: ratio <= 1.5,
        value: `${ratio.toFixed(2)}x`,
      });
    }
  }
  return checks;
}
