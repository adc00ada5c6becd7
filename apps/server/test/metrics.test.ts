import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import v8 from 'node:v8';
import vm from 'node:vm';
import { cacheCountersIn, fullCollectionsIn } from '../src/bench/real-traffic';
import { dataChangesHeard } from '../src/plugins/read-cache';
import { signUpCustomer } from './helpers/auth';
import { createTestApp, productionEnv, type TestApp } from './helpers/test-app';

/** The value of one sample line of the Prometheus text, or undefined. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').pop()) : undefined;
}

// A Prometheus endpoint with request counts and latencies.
describe('GET /api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts requests and their latencies by method, route pattern and status', async () => {
    for (let i = 0; i < 3; i++) {
      await t.app.inject({ method: 'GET', url: '/api/health/live' });
    }
    await t.app.inject({ method: 'GET', url: '/api/user/allprojects/not-a-uuid' });
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const live = 'method="GET",route="/api/health/live",status="200"';
    expect(sample(res.body, 'greenscape_http_requests_total', live)).toBe(3);
    expect(sample(res.body, 'greenscape_http_request_duration_seconds_count', live)).toBe(3);
    // The route pattern, never the URL with its id.
    expect(res.body).toContain('route="/api/user/allprojects/:userId",status="401"');
    expect(res.body).not.toContain('not-a-uuid');
    expect(res.body).toContain('process_resident_memory_bytes');
  });

  it("counts the read cache's hits and misses (the hit rate of docs/performance.md)", async () => {
    const { cookies, user } = await signUpCustomer(t.app, 'metrics-cache@example.com');
    const url = `/api/user/allprojects/${user._id}`;
    const counters = async () =>
      cacheCountersIn((await t.app.inject({ method: 'GET', url: '/api/metrics' })).body);
    // The sign-up's own change notice, heard late, would drop the answer cached below.
    await dataChangesHeard(t.app);
    const before = await counters();
    await t.app.inject({ method: 'GET', url, cookies });
    await t.app.inject({ method: 'GET', url, cookies });
    const after = await counters();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);
  });

  it('counts full garbage collections (the steady-rate line of docs/performance.md)', async () => {
    const collections = async () =>
      fullCollectionsIn((await t.app.inject({ method: 'GET', url: '/api/metrics' })).body);
    const before = await collections();
    // A full collection on demand: the flag exposes gc() to contexts made after it.
    v8.setFlagsFromString('--expose-gc');
    (vm.runInNewContext('gc') as () => void)();
    // The collector's performance entries reach prom-client's observer after this task.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await collections();
    expect(after.count - before.count).toBeGreaterThanOrEqual(1);
    expect(after.ms).toBeGreaterThan(before.ms);
  });

  it('asks for the bearer token when one is set', async () => {
    const guarded = await createTestApp({ METRICS_TOKEN: 'a-long-metrics-token-0123456789' });
    try {
      const get = (authorization?: string) =>
        guarded.app.inject({
          method: 'GET',
          url: '/api/metrics',
          headers: authorization ? { authorization } : {},
        });
      expect((await get()).statusCode).toBe(401);
      expect((await get('Bearer wrong-token-of-some-length')).statusCode).toBe(401);
      expect((await get('Bearer a-long-metrics-token-0123456789')).statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('is not there in production without a token', async () => {
    const prod = await createTestApp(productionEnv);
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
