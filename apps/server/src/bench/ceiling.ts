import type { Measurement } from './scenarios';

// Every scenario is judged against the ceiling of the same run, measured just before
// and just after it, never against req/s of another run: the machine's speed drifts (autovacuum
// after the seed, another process), and a ceiling measured once flatters or punishes whatever
// ran far from it.

/** A ceiling run: shorter than a scenario, since there is one more of them. */
export const ceilingSeconds = (seconds: number) => Math.max(3, Math.round(seconds / 2));

/** The scenario's ratio to the mean of the ceilings either side of it. */
export function againstCeiling<M extends Omit<Measurement, 'ratioToCeiling'>>(
  m: M,
  before: number,
  after: number,
): M & Pick<Measurement, 'ratioToCeiling' | 'ceilingBefore' | 'ceilingAfter'> {
  const mean = (before + after) / 2;
  return {
    ...m,
    ceilingBefore: before,
    ceilingAfter: after,
    ratioToCeiling: mean > 0 ? m.requestsPerSecond / mean : 0,
  };
}

/** The ceiling's own row: the mean of its runs, the worst latency and every error. */
export function ceilingRow(runs: Omit<Measurement, 'ratioToCeiling'>[]): Measurement {
  const mean = (pick: (m: Omit<Measurement, 'ratioToCeiling'>) => number) =>
    Math.round(runs.reduce((sum, m) => sum + pick(m), 0) / runs.length);
  const first = runs[0]!;
  return {
    ...first,
    requestsPerSecond: mean((m) => m.requestsPerSecond),
    p50Ms: mean((m) => m.p50Ms),
    p99Ms: Math.max(...runs.map((m) => m.p99Ms)),
    errors: runs.reduce((sum, m) => sum + m.errors, 0),
    requests: runs.reduce((sum, m) => sum + (m.requests ?? 0), 0),
    ratioToCeiling: 1,
    ...(first.cpu
      ? {
          cpu: {
            appUs: mean((m) => m.cpu?.appUs ?? 0),
            postgresUs: mean((m) => m.cpu?.postgresUs ?? 0),
            loadUs: mean((m) => m.cpu?.loadUs ?? 0),
          },
        }
      : {}),
  };
}
