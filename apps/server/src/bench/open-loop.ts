import http from 'node:http';
import type { TrafficRequest } from './traffic-mix';

// Latency at a steady rate (docs/performance.md#latency-at-a-steady-rate): one request every
// 1/rate seconds whatever the answers do, as people arrive at a site, not as a closed loop of
// connections that waits for each answer before asking again (autocannon, whose overallRate
// sends in bursts). Each request's latency counts from the moment it was due, not from when it
// left: a send held up by a busy load generator or a full pool is part of what a person waits,
// and leaving it out hides the very stalls this measures (coordinated omission).

export type SteadyRateResult = {
  rate: number;
  sent: number;
  answered: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  p999Ms: number;
  maxMs: number;
  /** The most requests waiting for their answers at once. */
  mostInFlight: number;
  /**
   * How late the driver itself sent, at worst and at p99: the load generator shares the cores,
   * and a wait it caused is counted in the latencies too; a large one says the run measured the
   * driver as much as the server.
   */
  sendLateMs: { p99: number; max: number };
};

/** An answer that never comes is an error after this, so that a run always ends. */
const defaultAnswerTimeoutMs = 10_000;

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) {
    return 0;
  }
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Sends `next()` at `rate` requests a second for `seconds` to `base`, each on a pooled keep-alive
 * connection (as many as the answers need: a slow answer never holds the next request back).
 */
export async function steadyRate(
  base: string,
  next: () => TrafficRequest,
  options: { rate: number; seconds: number; answerTimeoutMs?: number },
): Promise<SteadyRateResult> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const total = Math.round(options.rate * options.seconds);
  const latencies = new Float64Array(total);
  const late = new Float64Array(total);
  let answered = 0;
  let errors = 0;
  let inFlight = 0;
  let mostInFlight = 0;
  const settled: Promise<void>[] = [];

  const send = (due: number, slot: number) =>
    new Promise<void>((resolve) => {
      const r = next();
      late[slot] = performance.now() - due;
      let done = false;
      const finish = (ok: boolean) => {
        if (done) {
          return;
        }
        done = true;
        latencies[slot] = performance.now() - due;
        inFlight -= 1;
        answered += 1;
        errors += ok ? 0 : 1;
        resolve();
      };
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: r.method,
          path: r.path,
          headers: {
            cookie: r.cookie,
            ...(r.body ? { 'content-type': 'application/json' } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            finish(response.statusCode! >= 200 && response.statusCode! < 300),
          );
          response.on('error', () => finish(false));
        },
      );
      request.on('error', () => finish(false));
      request.setTimeout(options.answerTimeoutMs ?? defaultAnswerTimeoutMs, () => {
        finish(false);
        request.destroy();
      });
      request.end(r.body);
    });

  const start = performance.now();
  const gapMs = 1000 / options.rate;
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Every request already due goes now; the loop then sleeps until the next one is due.
    while (sent < total && start + sent * gapMs <= now) {
      settled.push(send(start + sent * gapMs, sent));
      sent += 1;
    }
    const wait = start + sent * gapMs - performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.floor(wait))));
  }
  await Promise.all(settled);
  agent.destroy();
  const sorted = latencies.slice(0, answered).sort();
  const lateSorted = late.slice(0, sent).sort();
  return {
    rate: options.rate,
    sent,
    answered,
    errors,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    p999Ms: round(percentile(sorted, 0.999)),
    maxMs: round(sorted.at(-1) ?? 0),
    mostInFlight,
    sendLateMs: { p99: round(percentile(lateSorted, 0.99)), max: round(lateSorted.at(-1) ?? 0) },
  };
}
