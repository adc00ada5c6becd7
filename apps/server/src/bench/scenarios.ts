import autocannon from 'autocannon';
import { measureTraffic, type TrafficStats } from './real-traffic';
import type { TrafficMix } from './traffic-mix';

export type Scenario = {
  name: string;
  path: string;
  cookie?: string;
  kind: 'ceiling' | 'read' | 'search' | 'traffic';
  /** The real-traffic scenario's request maker: every request differs (real-traffic.ts). */
  traffic?: TrafficMix;
};
export type Measurement = {
  scenario: string;
  kind: Scenario['kind'];
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Throughput over the mean of the ceilings measured just before and just after it. */
  ratioToCeiling: number;
  ceilingBefore?: number;
  ceilingAfter?: number;
  /** Microseconds of CPU per request: the app, PostgreSQL, and autocannon (bench process). */
  cpu?: { appUs: number; postgresUs: number; loadUs: number };
  requests?: number;
  traffic?: TrafficStats;
};

/** One autocannon run against a path, with the session cookie when it needs one. */
export async function measure(
  base: string,
  scenario: Scenario,
  options: { connections: number; seconds: number },
): Promise<Omit<Measurement, 'ratioToCeiling'>> {
  return scenario.traffic
    ? measureTraffic(base, scenario.traffic, options, scenario.name)
    : measureOneUrl(base, scenario, options);
}

async function measureOneUrl(
  base: string,
  scenario: Scenario,
  options: { connections: number; seconds: number },
): Promise<Omit<Measurement, 'ratioToCeiling'>> {
  const result = await autocannon({
    url: `${base}${scenario.path}`,
    connections: options.connections,
    duration: options.seconds,
    headers: scenario.cookie ? { cookie: scenario.cookie } : {},
  });
  return {
    scenario: scenario.name,
    kind: scenario.kind,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    requests: result.requests.total,
  };
}
