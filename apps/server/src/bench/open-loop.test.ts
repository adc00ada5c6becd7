import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { percentile, steadyRate } from './open-loop';

// The steady-rate driver keeps sending on time however slowly the server answers (open loop),
// and counts a request's wait from when it was due.

let server: http.Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function serving(answerAfterMs: (n: number) => number) {
  let n = 0;
  server = http.createServer((req, res) => {
    const delay = answerAfterMs(n++);
    setTimeout(() => res.end('ok'), delay);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const get = () => ({ kind: 'read', method: 'GET' as const, path: '/', cookie: '' });

describe('steadyRate', () => {
  it('sends every request on time while earlier answers are still out', async () => {
    // Every answer takes 300 ms: a closed loop of a few connections would send a handful.
    const base = await serving(() => 300);
    const started = performance.now();
    const result = await steadyRate(base, get, { rate: 100, seconds: 1 });
    expect(result.sent).toBe(100);
    expect(result.answered).toBe(100);
    expect(result.errors).toBe(0);
    // About 30 answers wait at any moment (100/s for 300 ms each).
    expect(result.mostInFlight).toBeGreaterThanOrEqual(20);
    expect(result.p50Ms).toBeGreaterThanOrEqual(300);
    expect(performance.now() - started).toBeLessThan(4000);
  });

  it('counts a stall from when each request was due, so the tail shows it', async () => {
    // One answer in a hundred takes 150 ms, the rest are at once.
    const base = await serving((n) => (n % 100 === 50 ? 150 : 0));
    const result = await steadyRate(base, get, { rate: 200, seconds: 1 });
    expect(result.p50Ms).toBeLessThan(50);
    expect(result.p999Ms).toBeGreaterThanOrEqual(150);
    expect(result.maxMs).toBeGreaterThanOrEqual(150);
  });

  it('reads percentiles by nearest rank', () => {
    const values = Float64Array.from({ length: 1000 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(500);
    expect(percentile(values, 0.99)).toBe(990);
    expect(percentile(values, 0.999)).toBe(999);
    expect(percentile(new Float64Array(), 0.5)).toBe(0);
  });
});
