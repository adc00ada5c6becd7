import type { TrafficStats } from './real-traffic';
import type { Measurement } from './scenarios';

// The words the console lines and bench.md share.

export const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;

export function hitRateText(t: TrafficStats): string {
  return t.hitRate === null
    ? 'read cache off'
    : `read cache hit rate ${percent(t.hitRate)} (${t.cacheHits} of ${t.cacheHits + t.cacheMisses})`;
}

/** Answered requests: reads and writes, and each kind's share. */
export function mixText(t: TrafficStats): string {
  const total = Object.values(t.byKind).reduce((sum, n) => sum + n, 0);
  const writes = Object.entries(t.byKind)
    .filter(([kind]) => kind.startsWith('write'))
    .reduce((sum, [, n]) => sum + n, 0);
  return `${total - writes} reads, ${writes} writes (${percent(writes / Math.max(1, total))})`;
}

export function ratioText(m: Measurement): string {
  return m.ceilingBefore === undefined
    ? percent(m.ratioToCeiling)
    : `${percent(m.ratioToCeiling)} of ceiling ${m.ceilingBefore}→${m.ceilingAfter}`;
}

/** One scenario's console line. */
export function measurementLine(m: Measurement): string {
  const cpu = m.cpu
    ? `; CPU µs/request: app ${m.cpu.appUs}, PostgreSQL ${m.cpu.postgresUs}, autocannon ${m.cpu.loadUs}`
    : '';
  const traffic = m.traffic ? `; ${hitRateText(m.traffic)}; ${mixText(m.traffic)}` : '';
  return `${m.scenario}: ${m.requestsPerSecond} req/s (${ratioText(m)}), p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms${m.errors ? `, ${m.errors} errors` : ''}${cpu}${traffic}`;
}
