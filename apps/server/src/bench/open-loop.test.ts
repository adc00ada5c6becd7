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

  it('counts a stall from when each request was due, so every request due during it carries it', async () => {
    // The server answers nothing for its first 300 ms, then everything at once. A closed loop of
    // a few connections would have sent a few requests during the stall and show a few slow
    // answers; at 100/s some 30 were due then, each waiting out the rest of the stall.
    const started = performance.now();
    const base = await serving(() => Math.max(0, 300 - (performance.now() - started)));
    const result = await steadyRate(base, get, { rate: 100, seconds: 1 });
    expect(result.answered).toBe(100);
    expect(result.p50Ms).toBeLessThan(50);
    expect(result.p99Ms).toBeGreaterThanOrEqual(150);
    // The driver itself was on time: the wait is the server's.
    expect(result.sendLateMs.max).toBeLessThan(50);
  });

  it('ends a run whose answer never comes, counting it as an error', async () => {
    server = http.createServer((req, res) => {
      if (req.url !== '/never') {
        res.end('ok');
      }
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    let n = 0;
    const result = await steadyRate(base, () => ({ ...get(), path: n++ === 3 ? '/never' : '/' }), {
      rate: 50,
      seconds: 0.2,
      answerTimeoutMs: 500,
    });
    expect(result).toMatchObject({ sent: 10, answered: 10, errors: 1 });
    server.closeAllConnections();
  });

  it('reads percentiles by nearest rank', () => {
    const values = Float64Array.from({ length: 1000 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(500);
    expect(percentile(values, 0.99)).toBe(990);
    expect(percentile(values, 0.999)).toBe(999);
    expect(percentile(new Float64Array(), 0.5)).toBe(0);
  });
});
