import autocannon from 'autocannon';

export type Scenario = {
  name: string;
  path: string;
  cookie?: string;
  kind: 'ceiling' | 'read' | 'search';
};
export type Measurement = {
  scenario: string;
  kind: Scenario['kind'];
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  ratioToCeiling: number;
  /** Microseconds of CPU per request: the app, PostgreSQL, and autocannon (bench process). */
  cpu?: { appUs: number; postgresUs: number; loadUs: number };
  requests?: number;
};

/** One autocannon run against a path, with the session cookie when it needs one. */
export async function measure(
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
